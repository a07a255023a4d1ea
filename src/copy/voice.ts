/** Visitor-facing strings of the voice assistant (SPEC §2 gives the tooltips). */
export const voiceCopy = {
  tooltipIdle: 'Hablar con Asistente',
  tooltipActive: 'Asistente Activo',
  labelIdle: 'Hablar con Asistente',
  labelLoading: 'Conectando con el asistente…',
  labelActive: 'Asistente Activo: pulsa para terminar la llamada',
  microphoneDenied: {
    title: 'Necesitamos acceso a tu micrófono',
    description:
      'Para hablar con el asistente, permite el micrófono: toca el icono del candado junto a la ' +
      'dirección de la página, activa «Micrófono» y vuelve a pulsar el botón del corazón.',
  },
  unreachable: (phone: string) => ({
    title: 'No pudimos conectar con el asistente',
    description: phone
      ? `Inténtalo de nuevo en unos minutos o llámanos al ${phone}. Con gusto te atendemos.`
      : 'Inténtalo de nuevo en unos minutos.',
  }),
}
