import type { Field } from 'payload'

/** The short link's QR code and its downloads, on the redirect's page (ShortLinkQr). */
export const shortLinkQrField: Field = {
  name: 'qrCode',
  type: 'ui',
  admin: { components: { Field: '/campaign-pages/admin/ShortLinkQr' }, disableListColumn: true },
}
