/* The toaster's own labels; loaded with the toast viewport, after the page (see Toaster). */
export const toastCopy = { region: 'Notificaciones ({hotkey})', toast: 'Notificación', close: 'Cerrar notificación' } as const
