/**
 * Writes the site's raster icons into public/ from its mark, public/icon.svg: the
 * favicon.ico browsers and crawlers ask for at the root (16, 32 and 48 px), the 180 px
 * apple-touch-icon.png iOS asks for (on white: iOS paints transparency black), and the 192
 * and 512 px icons of the web manifest (src/app/manifest.ts) and the JSON-LD logo. Run it
 * after changing the mark: `npm run generate:icons`.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

const svg = readFileSync(path.resolve('public/icon.svg'))
const out = (name: string) => path.resolve('public', name)

const png = (size: number, background?: string) => {
  const image = sharp(svg, { density: Math.ceil((72 * size) / 40) * 2 }).resize(size, size, { fit: 'contain', background: '#0000' })
  return (background ? image.flatten({ background }) : image).png({ compressionLevel: 9 }).toBuffer()
}

/** The mark centred on a white square with a margin (iOS rounds the corners itself). */
async function onWhite(size: number) {
  const mark = Math.round(size * 0.78)
  const inner = await sharp(svg, { density: Math.ceil((72 * mark) / 40) * 2 })
    .resize(mark, mark)
    .png()
    .toBuffer()
  return sharp({ create: { width: size, height: size, channels: 4, background: '#ffffff' } })
    .composite([{ input: inner, gravity: 'centre' }])
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 9 })
    .toBuffer()
}

/** An .ico file holding PNG images (the format every browser since IE Vista-era reads). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  let offset = header.length
  images.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index
    header.writeUInt8(size >= 256 ? 0 : size, entry)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1)
    header.writeUInt16LE(1, entry + 4)
    header.writeUInt16LE(32, entry + 6)
    header.writeUInt32LE(data.length, entry + 8)
    header.writeUInt32LE(offset, entry + 12)
    offset += data.length
  })
  return Buffer.concat([header, ...images.map((image) => image.data)])
}

const sizes = [16, 32, 48]
writeFileSync(out('favicon.ico'), ico(await Promise.all(sizes.map(async (size) => ({ size, data: await png(size) })))))
writeFileSync(out('apple-touch-icon.png'), await onWhite(180))
writeFileSync(out('icon-192.png'), await onWhite(192))
writeFileSync(out('icon-512.png'), await onWhite(512))
console.log('[generate:icons] wrote public/favicon.ico, apple-touch-icon.png, icon-192.png, icon-512.png')
