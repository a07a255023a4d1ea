import sharp from 'sharp'

const escapeXml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * Our own plain wordmark for an insurer (a name in a colour on white), rendered to PNG:
 * no real trademark artwork, and no SVG ever reaches the media library.
 */
export async function renderWordmarkPng(name: string, colour: string): Promise<Buffer> {
  const width = 320
  const height = 120
  const fontSize = name.length > 14 ? 26 : 32
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="100%" height="100%" fill="#ffffff"/>
  <text x="50%" y="54%" text-anchor="middle" dominant-baseline="middle"
    font-family="Liberation Sans, Arial, Helvetica, sans-serif" font-weight="700" font-size="${fontSize}"
    fill="${escapeXml(colour)}">${escapeXml(name)}</text>
</svg>`
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer()
}
