import type { CSSProperties } from 'react'

import { Icon } from '@/components/icons/Icon'
import { CmsImage } from '@/components/ui/CmsImage'
import type { LandingCopy, Testimonial } from '@/content/types'
import { copy, sectionIds } from '@/copy/site'

import { SectionHeader } from '../SectionHeader'

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase()

/** One element per rating: a CSS mask draws five stars, filled up to the rating (globals.css `.stars`). */
function Stars({ rating }: { rating: number }) {
  return (
    <p
      className="stars"
      style={{ '--rating': Math.max(0, Math.min(5, rating)) } as CSSProperties}
      role="img"
      aria-label={copy.ratingLabel(rating)}
    />
  )
}

type Props = { intro: LandingCopy['testimonialsIntro']; testimonials: Testimonial[] }

export function Testimonials({ intro, testimonials }: Props) {
  return (
    <section id={sectionIds.testimonials} tabIndex={-1} aria-labelledby="testimonios-title" className="bg-brand-50 py-20 sm:py-24">
      <div className="container">
        <SectionHeader id="testimonios-title" heading={intro.heading} subtitle={intro.subtitle} />
        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name} className="flex flex-col rounded-2xl bg-white p-7 shadow-card">
              <div className="flex items-center justify-between">
                <Stars rating={testimonial.rating} />
                <Icon name="quote" className="h-8 w-8 text-brand-100" />
              </div>
              <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-ink">
                <p>“{testimonial.content}”</p>
              </blockquote>
              <div className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-5">
                {testimonial.photo ? (
                  <CmsImage src={testimonial.photo.url} alt="" width={48} height={48} className="h-12 w-12 rounded-full object-cover" />
                ) : (
                  <span
                    aria-hidden="true"
                    className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                  >
                    {initials(testimonial.name)}
                  </span>
                )}
                <p>
                  <span className="block font-bold text-brand-950">{testimonial.name}</span>
                  <span className="block text-sm text-ink-muted">{testimonial.role}</span>
                </p>
              </div>
            </li>
          ))}
        </ul>
        {/* The figures are optional: a section without any shows none. */}
        {intro.summary?.length ? (
          <ul aria-label={copy.testimonialsSummaryLabel} className="mx-auto mt-12 grid max-w-3xl grid-cols-3 gap-4 text-center">
            {intro.summary.map((stat) => (
              <li key={stat.label}>
                <span className="block font-display text-3xl font-extrabold text-brand-700 sm:text-4xl">{stat.value}</span>
                <span className="mt-1 block text-sm font-medium text-ink-muted sm:text-base">{stat.label}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  )
}
