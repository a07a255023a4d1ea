import type { GlobalConfig } from 'payload'

import { authenticated } from '../access/authenticated'
import { publishedOrSignedIn } from '../access/published-or-signed-in'
import {
  aboutFields,
  headingFields,
  heroFields,
  promotionFields,
  statesPanelFields,
  stats,
  testimonialsIntroFields,
} from '../campaign-pages/blocks/fields'
import { revalidateGlobalAfterChange } from '../content/revalidate'
import { contentTags } from '../content/tags'
import { previewUrl } from '../lib/preview-url'

export const Landing: GlobalConfig = {
  slug: 'landing',
  label: 'Página de inicio',
  admin: { group: 'Contenido del sitio', preview: () => previewUrl('/') },
  versions: { drafts: true, max: 20 },
  access: {
    read: publishedOrSignedIn,
    update: authenticated,
  },
  hooks: { afterChange: [revalidateGlobalAfterChange(contentTags.landing)] },
  fields: [
    { name: 'hero', label: 'Portada', type: 'group', fields: heroFields },
    stats('trustStats', 'Franja de confianza'),
    { name: 'servicesIntro', label: 'Encabezado de servicios', type: 'group', fields: headingFields },
    { name: 'specialEnrollment', label: 'Promoción: inscripción especial', type: 'group', fields: promotionFields },
    { name: 'medicarePromo', label: 'Promoción: Medicare', type: 'group', fields: promotionFields },
    { name: 'insurersIntro', label: 'Encabezado de aseguradoras', type: 'group', fields: headingFields },
    { name: 'about', label: 'Nosotros', type: 'group', fields: aboutFields },
    { name: 'testimonialsIntro', label: 'Testimonios', type: 'group', fields: testimonialsIntroFields },
    { name: 'contact', label: 'Contacto', type: 'group', fields: headingFields },
    { name: 'statesPanel', label: 'Estados licenciados', type: 'group', fields: statesPanelFields },
  ],
}
