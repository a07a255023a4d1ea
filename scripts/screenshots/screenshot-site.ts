/** The running site and panel user the screenshot scripts sign in with (SITE_URL, ADMIN_EMAIL, ADMIN_PASSWORD). */
export const site = process.env.SITE_URL || 'http://localhost:3000'
const email = process.env.ADMIN_EMAIL
const password = process.env.ADMIN_PASSWORD
if (!email || !password) {
  console.error('Set ADMIN_EMAIL and ADMIN_PASSWORD of a panel user.')
  process.exit(1)
}
export const panelUser = { email, password }
