import { startHtmlRewritingProxy } from './html-rewriting-proxy'

/** Every <script> (with src or inline, the RSC payload included) and every script preload. */
const SCRIPTS = /<script\b[^>]*>[\s\S]*?<\/script>|<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*\bas="script"[^>]*\/?>/g

/**
 * A loopback proxy in front of the site that serves each of `paths` with every script taken out
 * of its HTML and passes every other request through byte for byte: the same pages, CSS, fonts and
 * images, without JavaScript. `url` is its origin.
 */
export function startWithoutScripts(siteUrl: string, paths: readonly string[]): Promise<{ url: string; stop: () => void }> {
  return startHtmlRewritingProxy(siteUrl, (html) => html.replace(SCRIPTS, ''), { paths })
}
