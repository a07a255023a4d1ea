import { getImageProps, type ImageProps } from 'next/image'

type Props = Omit<ImageProps, 'src'> & { src: string; width: number; height: number }

/**
 * A CMS image (same-site path from src/content) as a plain <img> with next/image's optimised srcset, width/height and sizes.
 * getImageProps keeps it a server component, so no image JavaScript ships to the visitor.
 */
export function CmsImage({ src, alt, ...rest }: Props) {
  const { props } = getImageProps({ src, alt, ...rest })
  // biome-ignore lint/performance/noImgElement: next/image's props on a plain <img>, so no image JavaScript ships
  return <img {...props} alt={alt} />
}
