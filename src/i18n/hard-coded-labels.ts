/**
 * English labels that Payload's admin, its rich-text editor (Lexical), its toasts (sonner) and its
 * date picker (react-datepicker) write straight into the page instead of taking them from
 * Payload's translations, so `i18n.translations` cannot reach them. SpanishLabels swaps them.
 */
export const hardCodedLabels: Record<string, string> = {
  'Add block': 'Añadir bloque',
  'Drag to move': 'Arrastrar para mover',
  'Insert Paragraph': 'Insertar párrafo',
  'Edit link': 'Editar enlace',
  Remove: 'Quitar',
  Notifications: 'Notificaciones',
  'Previous Month': 'Mes anterior',
  'Next Month': 'Mes siguiente',
  'Previous Year': 'Año anterior',
  'Next Year': 'Año siguiente',
  Time: 'Hora',
  // The list's drag-to-reorder messages.
  'To reorder the rows you must first sort them by the "Order" column':
    'Para reordenar las filas, ordene primero la lista por la columna «Orden de arrastre».',
  'You do not have permission to reorder these rows': 'No tiene permiso para reordenar estas filas.',
  'Failed to reorder. This can happen if you reorder several rows too quickly. Please try again.':
    'No se pudo reordenar. Puede pasar al mover varias filas muy seguidas; inténtelo de nuevo.',
  // The drag key Payload adds to orderable collections, offered in the list's sort menu.
  Order: 'Orden de arrastre',
}

/** The attributes those labels live in, besides the text of the element itself. */
export const labelledAttributes = ['aria-label', 'title', 'placeholder'] as const
