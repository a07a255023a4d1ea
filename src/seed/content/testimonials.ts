import { prose } from '../prose'
import type { TestimonialSeed } from '../types'

/** Sample testimonials from fictional customers (SPEC §1). Replace with real, authorised reviews. */
export const testimonialsSeed: TestimonialSeed[] = [
  {
    name: 'María G.',
    role: 'Cliente de Obamacare, Miami, FL',
    content: prose`
        Me explicaron todo en español y con mucha paciencia. Gracias al subsidio, ahora mi familia tiene cobertura médica por menos de lo
        que imaginaba.
      `,
    rating: 5,
  },
  {
    name: 'José R.',
    role: 'Cliente de Medicare, Houston, TX',
    content: prose`
        Cuando cumplí 65 años no entendía las partes de Medicare. Mi agente comparó los planes conmigo y encontramos uno que cubre mis
        medicinas y a mi médico de siempre.
      `,
    rating: 5,
  },
  {
    name: 'Ana L.',
    role: 'Cliente de Seguro de Vida, Atlanta, GA',
    content: prose`
        Quería dejar a mis hijos protegidos y no sabía por dónde empezar. Me atendieron rápido, respondieron todas mis preguntas y el
        proceso fue muy sencillo.
      `,
    rating: 5,
  },
]
