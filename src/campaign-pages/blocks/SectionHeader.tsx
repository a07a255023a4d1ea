type Props = { id: string; heading: string; subtitle?: string; eyebrow?: string; level?: 1 | 2 }

/** Centered section title and subtitle: an h2 on a page of sections, the h1 where the section is the page. */
export function SectionHeader({ id, heading, subtitle, eyebrow, level = 2 }: Props) {
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <div className="mx-auto max-w-3xl text-center">
      {eyebrow && <p className="text-sm font-bold uppercase tracking-widest text-accent-600">{eyebrow}</p>}
      <Heading
        id={id}
        className="mt-2 font-display text-3xl font-extrabold tracking-tight text-brand-950 sm:text-display-sm lg:text-display-md"
      >
        {heading}
      </Heading>
      {subtitle && <p className="mt-4 text-lg leading-relaxed text-ink-muted">{subtitle}</p>}
    </div>
  )
}
