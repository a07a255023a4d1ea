import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { es } from '@payloadcms/translations/languages/es'
import { buildConfig, defaultLoggerOptions } from 'payload'
import sharp from 'sharp'
import { AgentCalendars } from './src/appointments/collections/AgentCalendars'
import { Appointments } from './src/appointments/collections/Appointments'
import { BlockedTimes } from './src/appointments/collections/BlockedTimes'
import { ReminderMessages } from './src/appointments/collections/ReminderMessages'
import { APPOINTMENTS_DAY_VIEW_PATH } from './src/appointments/day-view-path'
import { twilioInboundWebhook, twilioStatusWebhook } from './src/appointments/reminders/twilio-webhooks'
import { Pages } from './src/campaign-pages/collections/Pages'
import { redirects } from './src/campaign-pages/redirects/redirects-plugin'
import { IdempotencyKeys } from './src/collections/IdempotencyKeys'
import { Insurers } from './src/collections/Insurers'
import { LegalDocuments } from './src/collections/LegalDocuments'
import { LicensedStates } from './src/collections/LicensedStates'
import { Media } from './src/collections/Media'
import { Services } from './src/collections/Services'
import { SettingsChanges } from './src/collections/SettingsChanges'
import { Testimonials } from './src/collections/Testimonials'
import { Users } from './src/collections/Users'
import { expireContentEndpoint } from './src/content/expire-endpoint'
import { onPayloadInit } from './src/db/startup'
import { Landing } from './src/globals/Landing'
import { SiteSettings } from './src/globals/SiteSettings'
import { adminTimeZoneConfig } from './src/i18n/admin-time-zones'
import { hideApiView } from './src/i18n/hide-api-view'
import { spanishDateFields } from './src/i18n/spanish-date-fields'
import { adminTranslations } from './src/i18n/translations'
import { jobs } from './src/jobs'
import { ConsentRecords } from './src/leads/collections/ConsentRecords'
import { Contacts } from './src/leads/collections/Contacts'
import { LeadEvents } from './src/leads/collections/LeadEvents'
import { OptOuts } from './src/leads/collections/OptOuts'
import { VoiceCalls } from './src/leads/collections/VoiceCalls'
import { contactsCsvExport } from './src/leads/export/export-csv'
import { vapiWebhook } from './src/leads/voice/webhook-endpoint'
import { emailAdapter } from './src/lib/server/email-adapter'
import { adminOrigins, databaseTimeouts, databaseUrl, payloadSecret, publicServerUrl } from './src/lib/server/server-env'
import { documentTooLargeMessage, MAX_MULTIPART_FILE_BYTES } from './src/lib/upload-limits.mjs'
import { mediaStorage } from './src/plugins/media-storage'
import { seo } from './src/plugins/seo'
import { CarrierImportMappings } from './src/policies/collections/CarrierImportMappings'
import { CarrierImports } from './src/policies/collections/CarrierImports'
import { Policies } from './src/policies/collections/Policies'
import { PolicyDocumentDownloads } from './src/policies/collections/PolicyDocumentDownloads'
import { PolicyDocuments } from './src/policies/collections/PolicyDocuments'
import { PolicyReviews } from './src/policies/collections/PolicyReviews'
import { policiesCsvExport } from './src/policies/export/policies-csv-export'
import { CARRIER_IMPORT_VIEW_PATH } from './src/policies/import/import-view-path'
import { RENEWALS_VIEW_PATH, TURNING_65_VIEW_PATH } from './src/policies/renewals/renewals-path'
import { RecordAccessLog } from './src/records/collections/RecordAccessLog'
import { RecordLinks } from './src/records/collections/RecordLinks'
import { SignedRecords } from './src/records/collections/SignedRecords'
import { restErrorHooks } from './src/rest-errors'
import { clientErrorsAtInfo, refusalLoggingLevels } from './src/rest-errors/log-refused-request'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: payloadSecret(),
  serverURL: publicServerUrl(),
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname, 'src') },
    // No Gravatar: the panel must not call third parties.
    avatar: 'default',
    dateFormat: "d 'de' MMMM 'de' yyyy, HH:mm",
    // «Zona horaria» in the schedule-publish drawer: US zones with Spanish names, not 47 world zones in English.
    timezones: adminTimeZoneConfig,
    meta: {
      titleSuffix: ' · Panel de la agencia',
      description: 'Panel de la agencia: contactos, contenido del sitio y documentos legales.',
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/admin-icon.svg' }],
    },
    components: {
      graphics: { Logo: '/components/admin/Logo', Icon: '/components/admin/Icon' },
      beforeDashboard: [
        '/components/admin/SmtpMissingWarning',
        '/appointments/admin/WebBookingsPausedWarning',
        '/appointments/admin/TodayAppointmentsPanel',
        '/leads/admin/FollowUpsTodayPanel',
        '/leads/admin/MyLeadsPanel',
        '/leads/admin/NewContactsPanel',
        '/leads/admin/LeadsPerDayPanel',
        '/leads/admin/LeadSourcesPanel',
        '/policies/admin/RenewalsPanel',
        '/policies/admin/PolicyReportPanel',
      ],
      // Spanish over the labels Payload's libraries hard-code in English (src/i18n/hard-coded-labels.ts).
      providers: ['/components/admin/SpanishLabels'],
      // Explains, in Spanish, why saves fail at an address other than the site's (ADMIN_ORIGINS).
      header: ['/components/admin/AdminAddressCheck'],
      beforeLogin: ['/components/admin/AdminAddressCheck'],
      // «Citas del día»: one day's appointments per staff member (src/appointments/admin/).
      views: {
        appointmentsDay: { Component: '/appointments/admin/AppointmentDayView', path: APPOINTMENTS_DAY_VIEW_PATH, exact: true },
        // «Renovaciones» and «Cumplen 65»: the book of business's worklists (src/policies/admin/).
        renewals: { Component: '/policies/admin/RenewalsView', path: RENEWALS_VIEW_PATH, exact: true },
        turning65: { Component: '/policies/admin/Turning65View', path: TURNING_65_VIEW_PATH, exact: true },
        // «Importar pólizas»: a carrier's book-of-business report, previewed then applied (src/policies/admin/).
        carrierImport: { Component: '/policies/admin/CarrierImportView', path: CARRIER_IMPORT_VIEW_PATH, exact: true },
      },
    },
  },
  // Uploads larger than the largest limit (a policy document's) are cut off while parsing, before any file reaches the
  // disk; each upload collection refuses more than its own (Media: 5 MB) in a beforeOperation hook.
  upload: { limits: { fileSize: MAX_MULTIPART_FILE_BYTES }, responseOnLimit: documentTooLargeMessage },
  endpoints: [contactsCsvExport, policiesCsvExport, vapiWebhook, expireContentEndpoint, twilioInboundWebhook, twilioStatusWebhook],
  i18n: { supportedLanguages: { es }, fallbackLanguage: 'es', translations: adminTranslations },
  // The session cookie is accepted only from these origins: the public address and ADMIN_ORIGINS.
  csrf: adminOrigins(),
  cors: adminOrigins(),
  // Payload's official plugins first, so the Spanish dates and the hidden API tab reach their collections too.
  plugins: [seo, redirects, mediaStorage(), spanishDateFields, hideApiView],
  collections: [
    Services,
    Testimonials,
    Insurers,
    LicensedStates,
    LegalDocuments,
    Pages,
    Contacts,
    VoiceCalls,
    LeadEvents,
    Appointments,
    BlockedTimes,
    ReminderMessages,
    AgentCalendars,
    OptOuts,
    ConsentRecords,
    SignedRecords,
    RecordLinks,
    Policies,
    PolicyReviews,
    PolicyDocuments,
    PolicyDocumentDownloads,
    CarrierImports,
    CarrierImportMappings,
    RecordAccessLog,
    Media,
    Users,
    IdempotencyKeys,
    SettingsChanges,
  ],
  globals: [SiteSettings, Landing],
  editor: lexicalEditor(),
  db: postgresAdapter({
    pool: { connectionString: databaseUrl(), max: Number(process.env.DATABASE_POOL_MAX || 10), ...databaseTimeouts() },
    // Schema changes only through committed migrations, never dev push. They are applied at
    // start in every environment by onInit, under a lock (src/db/startup.ts), rather than by
    // `prodMigrations`, which two instances starting together would run concurrently.
    push: false,
    migrationDir: path.resolve(dirname, 'src/migrations'),
  }),
  email: emailAdapter(),
  // Staff e-mails about new contacts: queued with the contact, sent and retried by the server (src/jobs).
  jobs,
  sharp,
  graphQL: { disable: true },
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  // Production logs are JSON lines (pino's default); Payload's pretty printer formats every
  // line synchronously on the request path and is meant for a developer's terminal.
  logger:
    process.env.NODE_ENV === 'production'
      ? { options: { level: process.env.LOG_LEVEL || 'info', hooks: { logMethod: clientErrorsAtInfo } } }
      : { options: { hooks: { logMethod: clientErrorsAtInfo } }, destination: defaultLoggerOptions },
  loggingLevels: refusalLoggingLevels,
  // How the REST API answers errors: src/rest-errors (outage 503, Spanish messages, refusals logged).
  hooks: { afterError: restErrorHooks },
  onInit: onPayloadInit,
})
