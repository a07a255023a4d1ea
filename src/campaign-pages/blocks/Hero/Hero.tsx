import { Icon } from '@/components/icons/Icon'
import { SectionLink } from '@/components/layout/SectionLink'
import { CmsImage } from '@/components/ui/CmsImage'
import type { Image, LandingCopy } from '@/content/types'
import { sectionIds } from '@/copy/site'

/** `image`: a campaign page's own picture, in the place of the landing's illustration. */
export function Hero({ hero, image = null }: { hero: LandingCopy['hero']; image?: Image | null }) {
  return (
    <section id={sectionIds.home} tabIndex={-1} aria-labelledby="hero-title" className="hero-backdrop relative overflow-hidden text-white">
      <div className="container relative grid items-center gap-12 pb-28 pt-28 sm:pb-32 lg:grid-cols-[1.15fr_0.85fr] lg:pb-40 lg:pt-36">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-accent-600 px-4 py-1.5 text-sm font-bold shadow-lg">
            <Icon name="calendar" className="h-4 w-4" />
            {hero.badge}
          </p>
          <h1
            id="hero-title"
            className="mt-6 font-display text-[2.15rem] font-extrabold leading-[1.12] tracking-tight sm:text-5xl lg:text-display-lg"
          >
            {hero.title} <span className="text-amber-300">{hero.highlight}</span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-brand-100 sm:text-xl">{hero.subtitle}</p>
          <p className="mt-6 flex max-w-xl items-start gap-3 rounded-xl border border-white/15 bg-white/10 p-4 text-base font-semibold">
            <Icon name="checkCircle" className="mt-0.5 h-6 w-6 shrink-0 text-amber-300" />
            {hero.savingsNote}
          </p>
          {/* On phones the buttons leave the right-hand 64 px to the voice assistant's heart (VoiceButton.tsx). */}
          <div className="mr-16 mt-8 flex flex-col gap-3 sm:mr-0 sm:flex-row">
            <SectionLink
              section={sectionIds.contact}
              className={
                'inline-flex min-h-14 items-center justify-center gap-2 rounded-xl bg-accent-600 px-7 ' +
                'text-lg font-bold shadow-lg shadow-accent-700/30 hover:bg-accent-700'
              }
            >
              {hero.quoteButtonLabel}
              <Icon name="arrowRight" className="h-5 w-5" />
            </SectionLink>
            <SectionLink
              section={sectionIds.contact}
              className={
                'inline-flex min-h-14 items-center justify-center gap-2 rounded-xl border-2 ' +
                'border-white/80 px-7 text-lg font-bold hover:bg-white hover:text-brand-900'
              }
            >
              <Icon name="phone" className="h-5 w-5" />
              {hero.callButtonLabel}
            </SectionLink>
          </div>
        </div>
        {image ? (
          <CmsImage
            src={image.url}
            alt={image.alt}
            width={image.width}
            height={image.height}
            sizes="(min-width: 1024px) 28rem, 100vw"
            className="mx-auto w-full max-w-md rounded-3xl object-cover shadow-2xl"
          />
        ) : (
          // Decorative, desktop only: a CSS background is not even fetched where it is hidden.
          <div className="hero-illustration mx-auto hidden w-full max-w-md lg:block" />
        )}
      </div>
    </section>
  )
}
