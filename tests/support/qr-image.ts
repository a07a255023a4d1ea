import jsQR from 'jsqr'
import { PNG } from 'pngjs'

const EC_LEVELS: Record<string, 'L' | 'M' | 'Q' | 'H'> = { '01': 'L', '00': 'M', '11': 'Q', '10': 'H' }

/**
 * Reads a QR code PNG as a printer would see it: its text (jsQR), its size, its quiet zone in
 * modules and its error correction level, from the format information beside the finder patterns
 * (ISO/IEC 18004 7.9: the level's two bits lead the 15, masked with 10…).
 */
export function readQrPng(bytes: Buffer) {
  const image = PNG.sync.read(bytes)
  const dark = (x: number, y: number) => image.data[(Math.floor(y) * image.width + Math.floor(x)) * 4] < 128
  const text = jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data

  let firstDark = 0
  while (firstDark < image.width && !dark(firstDark, firstDark)) firstDark++
  // The top-left finder pattern is 7 modules of dark along its top edge.
  let finderEnd = firstDark
  while (dark(finderEnd, firstDark)) finderEnd++
  const moduleSize = (finderEnd - firstDark) / 7
  const quietZoneModules = firstDark / moduleSize
  const modules = Math.round(image.width / moduleSize - 2 * quietZoneModules)
  const module = (row: number, column: number) => dark(firstDark + (column + 0.5) * moduleSize, firstDark + (row + 0.5) * moduleSize)

  const bits = (a: boolean, b: boolean) => `${Number(a) ^ 1}${Number(b) ^ 0}`
  const nearTopLeft = bits(module(8, 0), module(8, 1))
  const nearBottomLeft = bits(module(modules - 1, 8), module(modules - 2, 8))
  return {
    text,
    width: image.width,
    height: image.height,
    modules,
    quietZoneModules,
    errorCorrection: nearTopLeft === nearBottomLeft ? EC_LEVELS[nearTopLeft] : undefined,
  }
}
