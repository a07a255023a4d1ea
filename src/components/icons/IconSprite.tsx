import { iconDrawings } from './icon-drawings'

const symbols = Object.entries(iconDrawings)
  .map(([name, drawing]) => `<symbol id="icon-${name}" viewBox="0 0 24 24">${drawing}</symbol>`)
  .join('')

/**
 * Every icon's drawing, once per page (the site's document puts it first in <body>); each Icon is a
 * `<use>` of it. Written as markup: React neither repeats the drawings in every icon's HTML and RSC
 * payload nor hydrates their elements (216 of the landing's 611 were icon paths).
 */
export function IconSprite() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the project's own constant drawings, no visitor input
  return <svg aria-hidden="true" focusable="false" style={{ display: 'none' }} dangerouslySetInnerHTML={{ __html: symbols }} />
}
