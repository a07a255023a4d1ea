/** What other wings may use of the policies wing: its rules, reads and hooks (server code; screens are in ui/ and admin/). */
export { clientFields } from './client-fields'
export { keepClientsPolicies } from './hooks/keep-clients-policies'
export { seedPolicyExamples } from './seed/seed-policy-examples'
