import { CmsImage } from '@/components/ui/CmsImage'
import type { Insurer, LandingCopy } from '@/content/types'
import { copy } from '@/copy/site'

import { SectionHeader } from '../SectionHeader'

const logoListClasses =
  'marquee-list flex shrink-0 items-center gap-6 pr-6 motion-reduce:shrink ' +
  'motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:px-4'

/** Logos show at most 160 CSS px wide: a fixed width gives a two-entry (1x, 2x) srcset. */
const logoWidth = 160

function Logos({ insurers, hidden = false }: { insurers: Insurer[]; hidden?: boolean }) {
  return (
    <ul className={`${logoListClasses} ${hidden ? 'marquee-duplicate motion-reduce:hidden' : ''}`} aria-hidden={hidden || undefined}>
      {insurers.map((insurer) => (
        <li key={insurer.name} className="logo-tile">
          {insurer.logo ? (
            <CmsImage
              src={insurer.logo.url}
              alt={hidden ? '' : insurer.name}
              width={logoWidth}
              height={Math.round((logoWidth * (insurer.logo.height || 120)) / (insurer.logo.width || 320))}
              className="logo-img"
            />
          ) : (
            <span className="text-center font-display text-lg font-bold text-brand-900">{insurer.name}</span>
          )}
        </li>
      ))}
    </ul>
  )
}

/** Continuous CSS marquee: pauses on hover and keyboard focus, stands still for reduced motion. */
export function InsurerCarousel({ intro, insurers }: { intro: LandingCopy['insurersIntro']; insurers: Insurer[] }) {
  return (
    <section aria-labelledby="aseguradoras-title" className="bg-slate-50 py-20 sm:py-24">
      <div className="container">
        <SectionHeader id="aseguradoras-title" heading={intro.heading} subtitle={intro.subtitle} />
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users reach the moving list to pause it */}
      <section className="marquee mt-12 overflow-hidden py-2" tabIndex={0} aria-label={copy.insurersListLabel}>
        <div className="marquee-track flex w-max motion-reduce:w-auto motion-reduce:justify-center">
          <Logos insurers={insurers} />
          <Logos insurers={insurers} hidden />
        </div>
      </section>
    </section>
  )
}
