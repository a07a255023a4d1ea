/* The admin's Spanish for short links: a redirect's campaign parameters and its QR code. */
import type { CampaignParameterName } from './short-link-campaign'

export const shortLinkCampaignCopy = {
  groupLabel: 'Campaña (parámetros utm)',
  groupDescription:
    'Opcional. Se añaden a la dirección de destino para saber de dónde vienen las visitas y los contactos ' +
    '(p. ej. /radio → /medicare-florida?utm_source=radio&utm_medium=offline&utm_campaign=aep-2026).',
  invalidValue: 'Use solo letras minúsculas sin acentos, números, guiones (-), guiones bajos (_) y puntos (.), sin espacios.',
  fields: {
    utm_source: { label: 'Origen (utm_source)', description: 'Quién trae la visita: radio, flyer, facebook, google…' },
    utm_medium: { label: 'Medio (utm_medium)', description: 'El tipo de anuncio: offline, impreso, cpc, social…' },
    utm_campaign: { label: 'Campaña (utm_campaign)', description: 'El nombre de la campaña: aep-2026, oep-2027…' },
    utm_content: {
      label: 'Contenido (utm_content)',
      description: 'Opcional: distingue anuncios de una misma campaña, p. ej. spot-30s o flyer-miami.',
    },
  } satisfies Record<CampaignParameterName, { label: string; description: string }>,
}

export const shortLinkQrCopy = {
  title: 'Código QR del enlace corto',
  help: 'Para flyers y anuncios impresos: al escanearlo, el teléfono abre esta dirección.',
  alt: (address: string) => `Código QR que abre ${address}`,
  downloadPng: 'Descargar PNG',
  downloadSvg: 'Descargar SVG',
  downloadHelp: 'PNG de 1200 píxeles o más para imprimir; SVG para la imprenta (se amplía sin perder calidad).',
  saveFirst: 'Guarde la redirección para ver su código QR.',
  unsaved: 'Hay cambios sin guardar en «URL de origen»: el código QR muestra la dirección guardada.',
}
