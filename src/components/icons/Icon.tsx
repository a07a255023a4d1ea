import type { SVGProps } from 'react'

import { iconDrawings } from './icon-drawings'

const knownIcons = new Set(Object.keys(iconDrawings))

/**
 * A stroke icon from the page's sprite (IconSprite.tsx), decorative unless labelled. Stroke styling
 * comes from the `.icon` class (globals.css): the attributes would repeat in every icon's HTML.
 */
export function Icon({ name, className = 'h-5 w-5', ...rest }: { name: string } & SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`icon ${className}`} {...rest}>
      <use href={`#icon-${knownIcons.has(name) ? name : 'shield'}`} />
    </svg>
  )
}
