/** Settings every test server and test process shares (never used in production). */
export const TEST_PAYLOAD_SECRET = 'test-only-secret-0123456789abcdef-0123456789'
/** The signed records' fingerprint key of the production-mode test servers (RECORDS_HMAC_KEY). */
export const TEST_RECORDS_HMAC_KEY = 'test-only-records-key-0123456789abcdef-0123456789'
export const TEST_ADMIN = { email: 'admin@agencia.example', password: 'clave-de-pruebas-123' }
