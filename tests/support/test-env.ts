/** Settings every test server and test process shares (never used in production). */
export const TEST_PAYLOAD_SECRET = 'test-only-secret-0123456789abcdef-0123456789'
export const TEST_ADMIN = { email: 'admin@agencia.example', password: 'clave-de-pruebas-123' }
