import QRCode from 'qrcode'

/**
 * QR codes for print. Level Q restores a quarter of the code, for a flyer that is folded, smudged
 * or printed small; the quiet zone is the standard's 4 modules.
 */
const QR_OPTIONS = { errorCorrectionLevel: 'Q', margin: 4 } as const

/** At least this many pixels wide: sharp on a printed flyer at 300 dpi across 10 cm. */
export const QR_PNG_MIN_WIDTH = 1200

/** Whether the text fits in one QR code at this level (about 1 600 characters of an address). */
export function fitsInQrCode(text: string): boolean {
  try {
    QRCode.create(text, QR_OPTIONS)
    return true
  } catch {
    return false
  }
}

/** A PNG at least QR_PNG_MIN_WIDTH wide, every module the same whole number of pixels (crisp edges). */
export async function qrCodePng(text: string): Promise<Buffer> {
  const modulesAcross = QRCode.create(text, QR_OPTIONS).modules.size + 2 * QR_OPTIONS.margin
  return QRCode.toBuffer(text, { ...QR_OPTIONS, type: 'png', scale: Math.ceil(QR_PNG_MIN_WIDTH / modulesAcross) })
}

/** A vector SVG: the print shop scales it to any size. */
export function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { ...QR_OPTIONS, type: 'svg' })
}
