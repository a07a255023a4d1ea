'use client'

import { useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'

import { shortLinkQrCopy } from '@/campaign-pages/short-links/campaign-labels'
import { shortLinkAddress } from '@/campaign-pages/short-links/short-link-address'

/**
 * On a redirect's page: the QR code of the short link's public address (the site's serverURL and
 * the saved «URL de origen»), shown from the same download staff print, PNG and SVG.
 */
export default function ShortLinkQr() {
  const { id, data } = useDocumentInfo()
  const { config } = useConfig()
  const editedFrom = useFormFields(([fields]) => fields.from?.value)
  const savedFrom = typeof data?.from === 'string' ? data.from : ''

  if (!id || !savedFrom) {
    return <p className="short-link-qr__note">{shortLinkQrCopy.saveFirst}</p>
  }

  const address = shortLinkAddress(config.serverURL, savedFrom)
  const download = `${config.routes.api}/redirects/${id}/qr`
  // A new address after a save is a new image, not the browser's copy of the old one.
  const version = encodeURIComponent(String(data?.updatedAt ?? ''))
  return (
    <section className="short-link-qr" aria-labelledby="short-link-qr-title">
      <h3 id="short-link-qr-title" className="short-link-qr__title">
        {shortLinkQrCopy.title}
      </h3>
      <p className="short-link-qr__help">{shortLinkQrCopy.help}</p>
      {/* biome-ignore lint/performance/noImgElement: the admin has no Next image optimiser for API downloads */}
      <img
        className="short-link-qr__image"
        src={`${download}.svg?v=${version}`}
        alt={shortLinkQrCopy.alt(address)}
        width={200}
        height={200}
      />
      <p className="short-link-qr__address">{address}</p>
      {editedFrom !== savedFrom && <p className="short-link-qr__note">{shortLinkQrCopy.unsaved}</p>}
      <p className="short-link-qr__downloads">
        <a className="btn btn--style-secondary btn--size-small" href={`${download}.png`} download>
          {shortLinkQrCopy.downloadPng}
        </a>
        <a className="btn btn--style-secondary btn--size-small" href={`${download}.svg`} download>
          {shortLinkQrCopy.downloadSvg}
        </a>
      </p>
      <p className="short-link-qr__help">{shortLinkQrCopy.downloadHelp}</p>
    </section>
  )
}
