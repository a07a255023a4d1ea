import { notFound } from 'next/navigation'

import { ContactForm } from '@/components/contact/ContactForm'
import { getLanding, getLegalDocument } from '@/content'

type Props = { params: Promise<{ slug?: string[] }> }

/** Nothing is rendered at build time (no database there); pages render on first visit and stay cached. */
export function generateStaticParams() {
  return []
}

export default async function Page({ params }: Props) {
  const { slug } = await params
  if (!slug) {
    const landing = await getLanding()
    return (
      <main id="inicio">
        <h1>{landing.copy.hero.title}</h1>
        <ul>
          {landing.services.map((service) => (
            <li key={service.slug}>{service.title}</li>
          ))}
        </ul>
        <section id="testimonios">
          {landing.testimonials.map((t) => (
            <blockquote key={t.name}>{t.content} — {t.name}</blockquote>
          ))}
        </section>
        <section id="contacto">
          <ContactForm />
        </section>
      </main>
    )
  }
  const document = slug.length === 1 ? await getLegalDocument(slug[0]) : null
  if (!document) notFound()
  return (
    <main>
      <h1>{document.title}</h1>
    </main>
  )
}
