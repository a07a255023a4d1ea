/**
 * Debian's Chromium, as every browser-driving tool of the project launches it (Playwright
 * cannot download its own browser here). Without the networking flags Chromium keeps trying
 * Google's services, which this machine's closed network refuses.
 */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
]

/** Launch options for Playwright's `chromium.launch` or a project's `launchOptions`. */
export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumFlags }
