/* Staff-facing messages of the admin that are ours, not Payload's translations. */

export const mediaInUseMessage = (usages: string[]) =>
  `Esta imagen se usa en: ${usages.join(', ')}. Cámbiela allí por otra antes de eliminarla.`

export const legalUnpublishRefusedMessage =
  'Los documentos legales no se pueden despublicar: su página debe seguir en el sitio. ' +
  'Para cambiar el texto, edítelo y publique los cambios.'

/** In the ⋮ menu of a legal document, where Payload's «Despublicar» would be. */
export const legalUnpublishNote = 'Despublicar no está disponible: las páginas legales deben seguir en el sitio.'

export const legalDocumentRequiredMessage =
  'Los documentos legales son obligatorios en el sitio y no se pueden eliminar. Para cambiar el texto, edítelo y publique los cambios.'

/** Unticking 'No contactar' on a lead whose phone or e-mail is still on the list. */
export const optOutStillListedMessage =
  'Su teléfono o correo está en la lista «No contactar». ' +
  'Para quitar la marca, un administrador debe borrar esa entrada en Clientes potenciales › No contactar.'

/** Shown when the admin is opened at an address whose saves Payload would refuse. */
export const wrongAdminAddressCopy = {
  title: 'Está usando el panel desde una dirección distinta a la del sitio',
  body: (current: string, publicUrl: string) =>
    `Desde ${current} no se pueden guardar cambios: el panel solo acepta la sesión desde la dirección configurada del sitio. ` +
    `Abra ${publicUrl}/admin para trabajar.`,
  link: 'Ir a la dirección correcta',
  technical: 'Si el panel debe usarse también desde esta dirección, añádala a ADMIN_ORIGINS (véase el README).',
}

/** A fact of the civil-rights coordinator left empty (site settings), and the notice refused for it. */
export const grievanceCoordinatorMissingMessage =
  'Escriba este dato del coordinador de derechos civiles: el Aviso de No Discriminación lo muestra para presentar quejas.'
export const nondiscriminationNoticeNeedsCoordinatorMessage =
  'No se puede publicar el Aviso de No Discriminación: faltan datos del coordinador de derechos civiles (nombre, cargo, ' +
  'dirección postal, teléfono y correo). Complételos en «Datos de la agencia» y vuelva a publicar.'
