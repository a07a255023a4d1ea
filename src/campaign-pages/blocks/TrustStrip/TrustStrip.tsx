import type { Stat } from '@/content/types'

export function TrustStrip({ stats, label }: { stats: Stat[]; label: string }) {
  return (
    <section aria-label={label} className="relative z-10 -mt-16 sm:-mt-20">
      <div className="container">
        <ul className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-slate-200 shadow-card ring-1 ring-slate-200 lg:grid-cols-4">
          {stats.map((stat) => (
            <li key={stat.label} className="flex flex-col items-center justify-center bg-white px-3 py-6 text-center sm:px-6 sm:py-8">
              <span className="font-display text-3xl font-extrabold text-brand-700 sm:text-4xl">{stat.value}</span>
              <span className="mt-2 text-sm font-medium leading-snug text-ink-muted sm:text-base">{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
