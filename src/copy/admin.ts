/* Staff-facing messages of the admin that are ours, not Payload's translations. */

export const mediaInUseMessage = (usages: string[]) =>
  `Esta imagen se usa en: ${usages.join(', ')}. Cámbiela allí por otra antes de eliminarla.`

export const legalUnpublishAdminOnlyMessage =
  'Solo un administrador puede despublicar un documento legal. Para cambiar el texto, edítelo y publique los cambios.'

export const legalDocumentRequiredMessage =
  'Los documentos legales son obligatorios en el sitio y no se pueden eliminar. Para cambiar el texto, edítelo y publique los cambios.'

/** Shown when the admin is opened at an address whose saves Payload would refuse. */
export const wrongAdminAddressCopy = {
  title: 'Está usando el panel desde una dirección distinta a la del sitio',
  body: (current: string, publicUrl: string) =>
    `Desde ${current} no se pueden guardar cambios: el panel solo acepta la sesión desde la dirección configurada del sitio. ` +
    `Abra ${publicUrl}/admin para trabajar.`,
  link: 'Ir a la dirección correcta',
  technical: 'Si el panel debe usarse también desde esta dirección, añádala a ADMIN_ORIGINS (véase el README).',
}
