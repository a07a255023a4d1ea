/** Keeps Next from taking the site's src/instrumentation.ts for this app's (it looks there too). */
export function register() {}
