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
import { default as default_8254f90a85d78dfdafbe97e659000f14 } from '../../../campaign-pages/admin/SchedulePublishControl'
import { default as default_94cdb2919ffcd456a41a14417d3ae1a4 } from '../../../campaign-pages/admin/PublishButtonWithoutSchedule'
import { default as default_3537be6ca4c5046fc42365f0b63e4a47 } from '../../../leads/admin/LeadSummary'
import { default as default_c48d197e936ef1546790bef007b9f5ff } from '../../../leads/admin/LogAttempt'
import { default as default_620153ff3a4e23d33690d71b1296656a } from '../../../records/admin/LeadRecords'
import { default as default_fbbcc5781389da2470ccc8e04e522254 } from '../../../leads/admin/AssigneeField'
import { default as default_143a144729257ab83a5c9c05559dcb7a } from '../../../leads/admin/LeadHistory'
import { default as default_c36a4537e318e7b28c6a137f0bb3985c } from '../../../leads/admin/PhoneCell'
import { default as default_7aa095e5c2383f9680e5fb8c53f29000 } from '../../../leads/admin/DuplicateCell'
import { default as default_3265151661647f97d7f2b98d78e9ea0a } from '../../../leads/admin/DoNotContactCell'
import { default as default_660ec97dbd5589ccd2b5f5c3507255d4 } from '../../../policies/admin/ClientMarkCell'
import { default as default_1c4ceeea0533076200acd9c174dad76f } from '../../../leads/admin/ExportContactsButton'
import { default as default_0d7bbbe172e9ddf555d1ce3c63129a71 } from '../../../appointments/admin/OptionalEndLabel'
import { default as default_2a963ea79a8a279c4a1b7a104644348b } from '../../../appointments/admin/AttendeeCell'
import { default as default_ab069cb9fa58a6246049da49675e25d1 } from '../../../appointments/admin/AttendeeField'
import { default as default_a788cd0601189f02cc2e261cd3c69b92 } from '../../../appointments/admin/ReminderSchedule'
import { default as default_f51d1a8bac697d52684690ab0a2be316 } from '../../../appointments/admin/DayViewLink'
import { default as default_47e178ff43f52e28dbb386420eb6e01c } from '../../../appointments/admin/AgentField'
import { default as default_c977c98b5dde21d318f844434300f78c } from '../../../records/admin/RecordIntegrity'
import { default as default_bdef4bca1735abe4006b975d0889c9f1 } from '../../../records/admin/ChosenOptions'
import { default as default_24d8a7c0c38701c595a2c53ddccaad88 } from '../../../policies/admin/ClientDataNotice'
import { default as default_22501700ce2aac9cfe0bb6653578ff63 } from '../../../policies/admin/AgentOfRecordCell'
import { default as default_b764e117efd90c8fa63c4a1d5587a8fb } from '../../../policies/admin/AgentOfRecordField'
import { default as default_2dbe3301a2802a234f39907fd7eab0ca } from '../../../policies/admin/ExportPoliciesButton'
import { default as default_75579e6721619b838970fe6a3cab1493 } from '../../../policies/admin/RenewalsNavEntry'
import { default as default_908ec505e4d88e378818142ae7080b73 } from '../../../policies/admin/DownloadDocumentLink'
import { default as default_3d123af73cfc4c162c90f7f5db92ef81 } from '../../../policies/admin/DownloadDocumentCell'
import { default as default_10af9be789ecf7a2bb20f51f7288e05b } from '../../../policies/admin/CarrierImportLink'
import { default as default_dfad2d0a8b773419691ead541e381d91 } from '../../../components/admin/CurrentPasswordField'
import { default as default_458af53784fa0d111a076a0f29c8b2a8 } from '../../../components/admin/ThrottledUntilCell'
import { default as default_a880b69f3ae885d5f1f1d394aa91bf74 } from '../../../campaign-pages/admin/ShortLinkQr'
import { default as default_49cc4828287cb188f06b03b3e142edba } from '../../../components/admin/AdminAddressCheck'
import { default as default_dfe4008080d895d460898c3a6155e9ba } from '../../../components/admin/Icon'
import { default as default_91a09b539d3c86b0aebf520e7564ce08 } from '../../../components/admin/Logo'
import { default as default_ddc8ed3fa859ac90df3e7fbe272cfde6 } from '../../../components/admin/SmtpMissingWarning'
import { default as default_73e71cfcfaac21919af67a1e0ee172a7 } from '../../../appointments/admin/WebBookingsPausedWarning'
import { default as default_016d1aff237ec13247268bce18591d7b } from '../../../appointments/admin/TodayAppointmentsPanel'
import { default as default_69934fad706741e57ffc9a55dba419c2 } from '../../../leads/admin/FollowUpsTodayPanel'
import { default as default_a38137e39e60e17dc2aba06d15944535 } from '../../../leads/admin/MyLeadsPanel'
import { default as default_852e3bdcb87cec990690cb3e1cdfb6a8 } from '../../../leads/admin/NewContactsPanel'
import { default as default_c440290d4cf04bea3f8b303410fe08a1 } from '../../../leads/admin/LeadsPerDayPanel'
import { default as default_191a9f62f267de24c5a2d2c979d75ca9 } from '../../../leads/admin/LeadSourcesPanel'
import { default as default_021a9a1f4b64347b4a00dcabe7cbf5f6 } from '../../../policies/admin/RenewalsPanel'
import { default as default_03872f0923f8f519b00f720d1b31621c } from '../../../policies/admin/PolicyReportPanel'
import { default as default_9bd32277cd4d84d7b99a27d438a3c2bc } from '../../../components/admin/SpanishLabels'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { default as default_b3534d5a9b792cd1b029fea8d7a19de4 } from '../../../appointments/admin/AppointmentDayView'
import { default as default_b3a9261f744412903a4a12a893d4d2f8 } from '../../../policies/admin/RenewalsView'
import { default as default_4eccf68714a2cc7a5d1dd95d794483d7 } from '../../../policies/admin/Turning65View'
import { default as default_e0e5c47a8a755c2ceb87ed1b5ce9512a } from '../../../policies/admin/CarrierImportView'
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
  "/campaign-pages/admin/SchedulePublishControl#default": default_8254f90a85d78dfdafbe97e659000f14,
  "/campaign-pages/admin/PublishButtonWithoutSchedule#default": default_94cdb2919ffcd456a41a14417d3ae1a4,
  "/leads/admin/LeadSummary#default": default_3537be6ca4c5046fc42365f0b63e4a47,
  "/leads/admin/LogAttempt#default": default_c48d197e936ef1546790bef007b9f5ff,
  "/records/admin/LeadRecords#default": default_620153ff3a4e23d33690d71b1296656a,
  "/leads/admin/AssigneeField#default": default_fbbcc5781389da2470ccc8e04e522254,
  "/leads/admin/LeadHistory#default": default_143a144729257ab83a5c9c05559dcb7a,
  "/leads/admin/PhoneCell#default": default_c36a4537e318e7b28c6a137f0bb3985c,
  "/leads/admin/DuplicateCell#default": default_7aa095e5c2383f9680e5fb8c53f29000,
  "/leads/admin/DoNotContactCell#default": default_3265151661647f97d7f2b98d78e9ea0a,
  "/policies/admin/ClientMarkCell#default": default_660ec97dbd5589ccd2b5f5c3507255d4,
  "/leads/admin/ExportContactsButton#default": default_1c4ceeea0533076200acd9c174dad76f,
  "/appointments/admin/OptionalEndLabel#default": default_0d7bbbe172e9ddf555d1ce3c63129a71,
  "/appointments/admin/AttendeeCell#default": default_2a963ea79a8a279c4a1b7a104644348b,
  "/appointments/admin/AttendeeField#default": default_ab069cb9fa58a6246049da49675e25d1,
  "/appointments/admin/ReminderSchedule#default": default_a788cd0601189f02cc2e261cd3c69b92,
  "/appointments/admin/DayViewLink#default": default_f51d1a8bac697d52684690ab0a2be316,
  "/appointments/admin/AgentField#default": default_47e178ff43f52e28dbb386420eb6e01c,
  "/records/admin/RecordIntegrity#default": default_c977c98b5dde21d318f844434300f78c,
  "/records/admin/ChosenOptions#default": default_bdef4bca1735abe4006b975d0889c9f1,
  "/policies/admin/ClientDataNotice#default": default_24d8a7c0c38701c595a2c53ddccaad88,
  "/policies/admin/AgentOfRecordCell#default": default_22501700ce2aac9cfe0bb6653578ff63,
  "/policies/admin/AgentOfRecordField#default": default_b764e117efd90c8fa63c4a1d5587a8fb,
  "/policies/admin/ExportPoliciesButton#default": default_2dbe3301a2802a234f39907fd7eab0ca,
  "/policies/admin/RenewalsNavEntry#default": default_75579e6721619b838970fe6a3cab1493,
  "/policies/admin/DownloadDocumentLink#default": default_908ec505e4d88e378818142ae7080b73,
  "/policies/admin/DownloadDocumentCell#default": default_3d123af73cfc4c162c90f7f5db92ef81,
  "/policies/admin/CarrierImportLink#default": default_10af9be789ecf7a2bb20f51f7288e05b,
  "/components/admin/CurrentPasswordField#default": default_dfad2d0a8b773419691ead541e381d91,
  "/components/admin/ThrottledUntilCell#default": default_458af53784fa0d111a076a0f29c8b2a8,
  "/campaign-pages/admin/ShortLinkQr#default": default_a880b69f3ae885d5f1f1d394aa91bf74,
  "/components/admin/AdminAddressCheck#default": default_49cc4828287cb188f06b03b3e142edba,
  "/components/admin/Icon#default": default_dfe4008080d895d460898c3a6155e9ba,
  "/components/admin/Logo#default": default_91a09b539d3c86b0aebf520e7564ce08,
  "/components/admin/SmtpMissingWarning#default": default_ddc8ed3fa859ac90df3e7fbe272cfde6,
  "/appointments/admin/WebBookingsPausedWarning#default": default_73e71cfcfaac21919af67a1e0ee172a7,
  "/appointments/admin/TodayAppointmentsPanel#default": default_016d1aff237ec13247268bce18591d7b,
  "/leads/admin/FollowUpsTodayPanel#default": default_69934fad706741e57ffc9a55dba419c2,
  "/leads/admin/MyLeadsPanel#default": default_a38137e39e60e17dc2aba06d15944535,
  "/leads/admin/NewContactsPanel#default": default_852e3bdcb87cec990690cb3e1cdfb6a8,
  "/leads/admin/LeadsPerDayPanel#default": default_c440290d4cf04bea3f8b303410fe08a1,
  "/leads/admin/LeadSourcesPanel#default": default_191a9f62f267de24c5a2d2c979d75ca9,
  "/policies/admin/RenewalsPanel#default": default_021a9a1f4b64347b4a00dcabe7cbf5f6,
  "/policies/admin/PolicyReportPanel#default": default_03872f0923f8f519b00f720d1b31621c,
  "/components/admin/SpanishLabels#default": default_9bd32277cd4d84d7b99a27d438a3c2bc,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/appointments/admin/AppointmentDayView#default": default_b3534d5a9b792cd1b029fea8d7a19de4,
  "/policies/admin/RenewalsView#default": default_b3a9261f744412903a4a12a893d4d2f8,
  "/policies/admin/Turning65View#default": default_4eccf68714a2cc7a5d1dd95d794483d7,
  "/policies/admin/CarrierImportView#default": default_e0e5c47a8a755c2ceb87ed1b5ce9512a,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
