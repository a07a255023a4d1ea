import { default as default_869c4f3584c19cb7b6b34015d2b2aaa9 } from '../../../components/admin/RefreshAfterReorder'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { BlocksFeatureClient as BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OverviewComponent as OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaTitleComponent as MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { default as default_1ce386ef490343cd05f20bc44df628fb } from '../../../components/admin/LegalUnpublishNote'
import { default as default_037cd6d83f81a123d7ceb3b31fbc8720 } from '../../../components/admin/desk/LeadSummary'
import { default as default_92cec99bc5ced1320d5b891dac4516c6 } from '../../../components/admin/desk/LogAttempt'
import { default as default_f286bffd82a9dcaa9ededca61ac15790 } from '../../../components/admin/records/LeadRecords'
import { default as default_f34ef08d8693814331501b7cc11a942a } from '../../../components/admin/desk/AssigneeField'
import { default as default_aa157788954123e6876f8cd092d30c7b } from '../../../components/admin/desk/LeadHistory'
import { default as default_e21a7e4b038dec0a3be5f0aa96d8277e } from '../../../components/admin/desk/PhoneCell'
import { default as default_14257e142104251a34fdf53061cd3d95 } from '../../../components/admin/desk/DuplicateCell'
import { default as default_0b8b99b0459a550c7b2f88a36ebbed19 } from '../../../components/admin/desk/DoNotContactCell'
import { default as default_3323a1eb0213b0591139ff05e4ad6d9c } from '../../../components/admin/ExportContactsButton'
import { default as default_513e4bca96eed6e23542476fb4471789 } from '../../../components/admin/appointments/AttendeeField'
import { default as default_b70cc33c92e057137517ba4d0018612e } from '../../../components/admin/appointments/DayViewLink'
import { default as default_5867657d8056ee51962979020ab5a590 } from '../../../components/admin/records/RecordIntegrity'
import { default as default_dfad2d0a8b773419691ead541e381d91 } from '../../../components/admin/CurrentPasswordField'
import { default as default_458af53784fa0d111a076a0f29c8b2a8 } from '../../../components/admin/ThrottledUntilCell'
import { default as default_9beb71961c6f99d7d376cc2aa54f6e29 } from '../../../components/admin/ShortLinkQr'
import { default as default_49cc4828287cb188f06b03b3e142edba } from '../../../components/admin/AdminAddressCheck'
import { default as default_dfe4008080d895d460898c3a6155e9ba } from '../../../components/admin/Icon'
import { default as default_91a09b539d3c86b0aebf520e7564ce08 } from '../../../components/admin/Logo'
import { default as default_ddc8ed3fa859ac90df3e7fbe272cfde6 } from '../../../components/admin/SmtpMissingWarning'
import { default as default_74c3f81fbbd8a175d3a797150af7bcc0 } from '../../../components/admin/WebBookingsPausedWarning'
import { default as default_243b9f81f7f10cf003f9f0d810358422 } from '../../../components/admin/appointments/TodayAppointmentsPanel'
import { default as default_df88827ee35589dca71cfefdaa4e8b8f } from '../../../components/admin/desk/FollowUpsTodayPanel'
import { default as default_baf20eda45b939ed28f543d85b1d0835 } from '../../../components/admin/desk/MyLeadsPanel'
import { default as default_77e203b6b3d73de7747848b79a7fba70 } from '../../../components/admin/NewContactsPanel'
import { default as default_71db983cbd0100ecf6725530912c4e17 } from '../../../components/admin/desk/LeadsPerDayPanel'
import { default as default_fefb2e89ccc6486d012664b271c209ba } from '../../../components/admin/LeadSourcesPanel'
import { default as default_9bd32277cd4d84d7b99a27d438a3c2bc } from '../../../components/admin/SpanishLabels'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { default as default_15f48fdfefbd72c46a49287e747febaa } from '../../../components/admin/appointments/AppointmentDayView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/components/admin/RefreshAfterReorder#default": default_869c4f3584c19cb7b6b34015d2b2aaa9,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#BlocksFeatureClient": BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/plugin-seo/client#OverviewComponent": OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaTitleComponent": MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "/components/admin/LegalUnpublishNote#default": default_1ce386ef490343cd05f20bc44df628fb,
  "/components/admin/desk/LeadSummary#default": default_037cd6d83f81a123d7ceb3b31fbc8720,
  "/components/admin/desk/LogAttempt#default": default_92cec99bc5ced1320d5b891dac4516c6,
  "/components/admin/records/LeadRecords#default": default_f286bffd82a9dcaa9ededca61ac15790,
  "/components/admin/desk/AssigneeField#default": default_f34ef08d8693814331501b7cc11a942a,
  "/components/admin/desk/LeadHistory#default": default_aa157788954123e6876f8cd092d30c7b,
  "/components/admin/desk/PhoneCell#default": default_e21a7e4b038dec0a3be5f0aa96d8277e,
  "/components/admin/desk/DuplicateCell#default": default_14257e142104251a34fdf53061cd3d95,
  "/components/admin/desk/DoNotContactCell#default": default_0b8b99b0459a550c7b2f88a36ebbed19,
  "/components/admin/ExportContactsButton#default": default_3323a1eb0213b0591139ff05e4ad6d9c,
  "/components/admin/appointments/AttendeeField#default": default_513e4bca96eed6e23542476fb4471789,
  "/components/admin/appointments/DayViewLink#default": default_b70cc33c92e057137517ba4d0018612e,
  "/components/admin/records/RecordIntegrity#default": default_5867657d8056ee51962979020ab5a590,
  "/components/admin/CurrentPasswordField#default": default_dfad2d0a8b773419691ead541e381d91,
  "/components/admin/ThrottledUntilCell#default": default_458af53784fa0d111a076a0f29c8b2a8,
  "/components/admin/ShortLinkQr#default": default_9beb71961c6f99d7d376cc2aa54f6e29,
  "/components/admin/AdminAddressCheck#default": default_49cc4828287cb188f06b03b3e142edba,
  "/components/admin/Icon#default": default_dfe4008080d895d460898c3a6155e9ba,
  "/components/admin/Logo#default": default_91a09b539d3c86b0aebf520e7564ce08,
  "/components/admin/SmtpMissingWarning#default": default_ddc8ed3fa859ac90df3e7fbe272cfde6,
  "/components/admin/WebBookingsPausedWarning#default": default_74c3f81fbbd8a175d3a797150af7bcc0,
  "/components/admin/appointments/TodayAppointmentsPanel#default": default_243b9f81f7f10cf003f9f0d810358422,
  "/components/admin/desk/FollowUpsTodayPanel#default": default_df88827ee35589dca71cfefdaa4e8b8f,
  "/components/admin/desk/MyLeadsPanel#default": default_baf20eda45b939ed28f543d85b1d0835,
  "/components/admin/NewContactsPanel#default": default_77e203b6b3d73de7747848b79a7fba70,
  "/components/admin/desk/LeadsPerDayPanel#default": default_71db983cbd0100ecf6725530912c4e17,
  "/components/admin/LeadSourcesPanel#default": default_fefb2e89ccc6486d012664b271c209ba,
  "/components/admin/SpanishLabels#default": default_9bd32277cd4d84d7b99a27d438a3c2bc,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/components/admin/appointments/AppointmentDayView#default": default_15f48fdfefbd72c46a49287e747febaa,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
