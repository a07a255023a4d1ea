import { copy } from '@/copy/site'
import type { GrievanceCoordinator as Coordinator } from '@/lib/grievance-coordinator'
import { telHref } from '@/lib/phone'

/** The nondiscrimination notice's civil-rights coordinator, from the site settings: where a grievance is sent. */
export function GrievanceCoordinator({ coordinator }: { coordinator: Coordinator }) {
  const words = copy.legal.coordinator
  return (
    <section aria-labelledby="legal-coordinator" className="mt-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
      <h2 id="legal-coordinator" className="font-display text-2xl font-bold text-brand-950">
        {words.heading}
      </h2>
      <p className="mt-2 text-ink-muted">{words.intro}</p>
      <address className="mt-4 grid gap-1 not-italic text-ink">
        <span className="font-semibold">{coordinator.name}</span>
        <span>{coordinator.title}</span>
        <span className="whitespace-pre-line">{coordinator.postalAddress}</span>
        <span>
          {words.phone} <a href={telHref(coordinator.phone)}>{coordinator.phone}</a> {words.tty}
        </span>
        <span>
          {words.email} <a href={`mailto:${coordinator.email}`}>{coordinator.email}</a>
        </span>
      </address>
    </section>
  )
}
