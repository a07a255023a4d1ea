import { localMediaPath } from '../lib/media-url'
import type { Image } from './types'

type MediaDoc = { url?: string | null; alt?: string | null; width?: number | null; height?: number | null }

/** An upload field as plain image data; unpopulated or missing files become null. */
export function toImage(media: unknown): Image | null {
  if (!media || typeof media !== 'object') return null
  const doc = media as MediaDoc
  if (!doc.url) return null
  return { url: localMediaPath(doc.url), alt: doc.alt ?? '', width: doc.width ?? 0, height: doc.height ?? 0 }
}
