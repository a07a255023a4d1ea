import { Icon } from '@/components/icons/Icon'
import type { LandingCopy } from '@/content/types'
import { sectionIds } from '@/copy/site'

import { SectionHeader } from '../SectionHeader'

const pillarTones = ['bg-brand-50 text-brand-700', 'bg-accent-50 text-accent-600', 'bg-emerald-50 text-emerald-700']

const pillarIconClasses = 'mx-auto inline-flex h-16 w-16 items-center justify-center rounded-2xl'

export function About({ about }: { about: LandingCopy['about'] }) {
  return (
    <section id={sectionIds.about} tabIndex={-1} aria-labelledby="nosotros-title" className="bg-white py-20 sm:py-24">
      <div className="container">
        <SectionHeader id="nosotros-title" heading={about.heading} subtitle={about.subtitle} />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {about.pillars.map((pillar, index) => (
            <li key={pillar.title} className="rounded-2xl border border-slate-200 bg-white p-7 text-center shadow-sm">
              <span className={`${pillarIconClasses} ${pillarTones[index % pillarTones.length]}`}>
                <Icon name={pillar.icon} className="h-8 w-8" />
              </span>
              <h3 className="mt-5 font-display text-xl font-bold text-brand-950">{pillar.title}</h3>
              <p className="mt-3 leading-relaxed text-ink-muted">{pillar.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
