/**
 * English labels that Payload's admin, its rich-text editor (Lexical), its toasts (sonner) and its
 * date picker (react-datepicker) write straight into the page instead of taking them from
 * Payload's translations, so `i18n.translations` cannot reach them. SpanishLabels swaps them.
 */
export const hardCodedLabels: Record<string, string> = {
  'Add block': 'Añadir bloque',
  'Slash menu': 'Menú de bloques',
  'text dropdown': 'Menú de formato de texto',
  'Remove Block': 'Quitar bloque',
  'Add Column': 'Añadir columna',
  'Add Row': 'Añadir fila',
  'Copy to clipboard': 'Copiar al portapapeles',
  'Drag to move': 'Arrastrar para mover',
  'Insert Paragraph': 'Insertar párrafo',
  'Edit link': 'Editar enlace',
  'Remove link': 'Quitar enlace',
  'Copy URL': 'Copiar URL',
  Remove: 'Quitar',
  Copy: 'Copiar',
  'Notifications alt+T': 'Notificaciones alt+T',
  'Choose Date': 'Elegir fecha',
  'Choose Date and Time': 'Elegir fecha y hora',
  'Choose Time': 'Elegir hora',
  'Previous Month': 'Mes anterior',
  'Next Month': 'Mes siguiente',
  'Previous Year': 'Año anterior',
  'Next Year': 'Año siguiente',
  Time: 'Hora',
  // Read to screen-reader users by the lists' drag and drop (dnd-kit), whitespace collapsed.
  ['To pick up a draggable item, press the space bar. While dragging, use the arrow keys to move the item. ' +
    'Press space again to drop the item in its new position, or press escape to cancel.']:
    'Para tomar un elemento, pulse la barra espaciadora. Mientras lo arrastra, muévalo con las flechas. ' +
    'Pulse espacio de nuevo para soltarlo en su nueva posición, o Escape para cancelar.',
  // The list's drag-to-reorder messages.
  'To reorder the rows you must first sort them by the "Order" column':
    'Para reordenar las filas, ordene primero la lista por la columna «Orden de arrastre».',
  'You do not have permission to reorder these rows': 'No tiene permiso para reordenar estas filas.',
  'Failed to reorder. This can happen if you reorder several rows too quickly. Please try again.':
    'No se pudo reordenar. Puede pasar al mover varias filas muy seguidas; inténtelo de nuevo.',
  // The drag key Payload adds to orderable collections, offered in the list's sort menu.
  Order: 'Orden de arrastre',
}

/** Labels that contain the name of Payload's drag key, as in the list's 'Ordenar por Order' buttons. */
export const embeddedLabels: [RegExp, string][] = [[/\bpor Order\b/g, 'por orden de arrastre']]

/** The attributes those labels live in, besides the text of the element itself. */
export const labelledAttributes = ['aria-label', 'title', 'placeholder'] as const
