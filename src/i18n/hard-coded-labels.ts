/**
 * English labels that Payload's admin, its rich-text editor (Lexical), its toasts (sonner) and its
 * date picker (react-datepicker) write straight into the page instead of taking them from
 * Payload's translations, so `i18n.translations` cannot reach them. SpanishLabels swaps them.
 */
export const hardCodedLabels: Record<string, string> = {
  // The name of Payload's dialog for a document someone else is editing is its code slug.
  'document-locked': 'Documento en edición por otra persona',
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
  // The live preview's breakpoint that fills the preview pane (Payload's LivePreview provider).
  Responsive: 'Ancho del panel',
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
  // sonner's close button on every toast.
  'Close toast': 'Cerrar aviso',
  // The rich-text toolbar's menus (named '<group key> dropdown') and lexical's own Spanish that reads oddly.
  'align dropdown': 'Alineación',
  'blocks dropdown': 'Insertar bloque',
  'Alinear Justificar': 'Justificar',
  // The image editor's drawer is named by its code name; the crop library (react-image-crop) labels its handles in English.
  'edit-upload': 'Editar imagen',
  'Use the arrow keys to move the crop selection area': 'Use las flechas para mover el área de recorte',
  ...cropHandleLabels(),
}

/** react-image-crop's eight handle labels: 'Use the arrow keys to move the north west drag handle…'. */
function cropHandleLabels(): Record<string, string> {
  const corner = (english: string, spanish: string) => [
    `Use the arrow keys to move the ${english} drag handle to change the crop selection area`,
    `Use las flechas para mover la esquina ${spanish} del recorte`,
  ]
  const edge = (english: string, spanish: string, keys: string) => [
    `Use the up and down arrow keys to move the ${english} drag handle to change the crop selection area`,
    `Use las flechas ${keys} para mover el borde ${spanish} del recorte`,
  ]
  return Object.fromEntries([
    corner('north west', 'superior izquierda'),
    corner('north east', 'superior derecha'),
    corner('south east', 'inferior derecha'),
    corner('south west', 'inferior izquierda'),
    edge('north', 'superior', 'arriba y abajo'),
    edge('south', 'inferior', 'arriba y abajo'),
    edge('east', 'derecho', 'izquierda y derecha'),
    edge('west', 'izquierdo', 'izquierda y derecha'),
  ])
}

/**
 * Names for the rich-text toolbar's buttons, which lexical renders with an icon and no name at
 * all (ToolbarButton in @payloadcms/richtext-lexical); keyed by their `data-button-key`.
 */
export const toolbarButtonNames: Record<string, string> = {
  bold: 'Negrita',
  italic: 'Cursiva',
  underline: 'Subrayado',
  strikethrough: 'Tachado',
  subscript: 'Subíndice',
  superscript: 'Superíndice',
  inlineCode: 'Código',
  link: 'Enlace',
  indentIncrease: 'Aumentar sangría',
  indentDecrease: 'Reducir sangría',
  upload: 'Imagen',
  relationship: 'Relación',
}

/** Names for the controls Payload's admin renders without one (an icon, or a checkbox named by its code name). */
export const namelessControls = {
  selectAll: 'Seleccionar todas las filas',
  selectRow: 'Seleccionar esta fila',
  /** For a form control whose field has no visible label. */
  unlabelledChoice: 'Elegir una opción',
  unlabelledText: 'Texto',
} as const

/** Icon-only controls of Payload's admin, by a CSS selector that picks them out, and their Spanish name. */
export const iconControlNames: [string, string][] = [
  ['a.step-nav__home', 'Panel de control'],
  ['.date-time-picker__clear-button', 'Borrar la fecha'],
  ['.dropdown-indicator', 'Mostrar las opciones'],
  ['.clear-indicator', 'Quitar la selección'],
  ['.sort-row, [aria-roledescription="sortable"], .collapsible__drag', 'Arrastrar para mover'],
  ['.array-actions__button', 'Acciones de esta fila'],
  ['.popup-button', 'Más opciones'],
  ['.copy-to-clipboard', 'Copiar al portapapeles'],
  ['.file-details__remove, .file-field__remove', 'Quitar el archivo'],
  ['.upload-relationship-details__remove', 'Quitar la imagen'],
  ['.upload-relationship-details__edit', 'Editar la imagen'],
  ['.LexicalEditorTheme__block__removeButton', 'Quitar bloque'],
  ['.drawer__header__close, .drawer__close', 'Cerrar'],
  ['.edit-upload__focalPoint', 'Punto focal: arrástrelo'],
  // The list's page arrows (shown once a list has more than one page).
  ['.clickable-arrow--left', 'Página anterior'],
  ['.clickable-arrow--right', 'Página siguiente'],
  // The padlock on a list row that someone else is editing (its tooltip is hidden from screen readers).
  ['.locked[role="button"]', 'En edición por otra persona'],
  // The pencil beside a row of a join table (a signed record's «Quién lo vio o imprimió», a lead's records):
  // Payload's RelationshipTable DrawerLink, which ignores the field's allowEdit.
  ['.drawer-link__doc-drawer-toggler', 'Abrir en un panel'],
]

/**
 * Controls that show a value but no name: the date picker's month and year lists (react-datepicker),
 * the live preview's width and height boxes (Payload's PreviewFrameSizeInput, named only by `name`).
 */
export const namedLists: [string, string][] = [
  ['.react-datepicker__month-select', 'Mes'],
  ['.react-datepicker__year-select', 'Año'],
  ['input[name="live-preview-width"]', 'Ancho'],
  ['input[name="live-preview-height"]', 'Alto'],
]

/** Labels that contain a hard-coded part, as the drag key's name in the list's 'Ordenar por Order' buttons. */
export const embeddedLabels: [RegExp, string][] = [
  [/\bpor Order\b/g, 'por orden de arrastre'],
  // Payload's title for a document without one is its Spanish 'Sin título' in code-like brackets.
  [/\[Sin título\]/g, 'Sin título'],
  // sonner's name for the toasts' region, followed by its keyboard shortcut.
  [/^Notifications\b/, 'Notificaciones'],
  // react-datepicker's prefixes where Payload passes it no labels (the schedule-publish drawer): a day
  // («Choose viernes, 27 de noviembre de 2026»), a day out of range, the month shown, what was picked.
  [/^Choose (?=\p{L}+, \d)/u, 'Elegir '],
  [/^Not available (?=\p{L}+, \d)/u, 'No disponible: '],
  [/^Month (?=\p{L}+,? \d{4}$)/u, 'Mes de '],
  [/^Selected date: /, 'Fecha elegida: '],
  [/^Selected time: /, 'Hora elegida: '],
]

/** The attributes those labels live in, besides the text of the element itself. */
export const labelledAttributes = ['aria-label', 'title', 'placeholder'] as const
