/** What other wings may use of the records wing: its rules, reads and hooks (server code; screens are in ui/ and admin/). */
export { createSigningLink } from './create-signing-link'
export { keepSignedRecordsLead } from './hooks/keep-records-owners'
export { SIGNING_PATH } from './signing-address'
export { openSoaLinkOf, signedSoasOf } from './soa/appointment-soa'
export { soaAgentFor, soaNpnGap } from './soa/soa-agent'
