/** Centered section title (h2) and subtitle. */
export function SectionHeader({ id, heading, subtitle, eyebrow }: { id: string; heading: string; subtitle?: string; eyebrow?: string }) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      {eyebrow && <p className="text-sm font-bold uppercase tracking-widest text-accent-600">{eyebrow}</p>}
      <h2 id={id} className="mt-2 font-display text-3xl font-extrabold tracking-tight text-brand-950 sm:text-display-sm lg:text-display-md">
        {heading}
      </h2>
      {subtitle && <p className="mt-4 text-lg leading-relaxed text-ink-muted">{subtitle}</p>}
    </div>
  )
}
