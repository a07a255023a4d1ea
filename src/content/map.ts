import { localMediaPath } from '../lib/media-url'
import type { Service as ServiceDoc, Testimonial as TestimonialDoc } from '../payload-types'
import type { Image, Service, Testimonial } from './types'

type MediaDoc = { url?: string | null; alt?: string | null; width?: number | null; height?: number | null }

/** An upload field as plain image data; unpopulated or missing files become null. */
export function toImage(media: unknown): Image | null {
  if (!media || typeof media !== 'object') return null
  const doc = media as MediaDoc
  if (!doc.url) return null
  return { url: localMediaPath(doc.url), alt: doc.alt ?? '', width: doc.width ?? 0, height: doc.height ?? 0 }
}

export const toService = (service: ServiceDoc): Service => ({
  slug: service.slug,
  title: service.title,
  description: service.description,
  features: (service.features ?? []).map((feature) => feature.text),
  icon: service.icon,
  buttonColor: service.buttonColor,
  iconColor: service.iconColor,
  image: toImage(service.image),
})

export const toTestimonial = (testimonial: TestimonialDoc): Testimonial => ({
  name: testimonial.name,
  role: testimonial.role,
  content: testimonial.content,
  rating: testimonial.rating,
  photo: toImage(testimonial.photo),
})
