type AppointmentEntry = {
  appointmentAction?: string | null
  fromStartsAt?: string | null
  toStartsAt?: string | null
  fromAssigneeName?: string | null
  toAssigneeName?: string | null
}

/** An appointment's line in the lead's history, in one Spanish sentence; `when` writes a time on the agency's clock. */
export function appointmentHistoryLine(entry: AppointmentEntry, when: (iso: string | null | undefined) => string): string {
  const at = when(entry.toStartsAt)
  const attends = entry.toAssigneeName ? ` · atiende ${entry.toAssigneeName}` : ''
  switch (entry.appointmentAction) {
    case 'agendada':
      return `Cita agendada: ${at}${attends}`
    case 'movida':
      return `Cita movida: ${when(entry.fromStartsAt)} → ${at}`
    case 'cancelada':
      return `Cita cancelada: ${at}`
    case 'atendida':
      return `Cita atendida: ${at}`
    case 'no-asistio':
      return `No se presentó a la cita: ${at}`
    case 'asignada':
      return `Cita del ${at}: atiende ${entry.fromAssigneeName || 'sin asignar'} → ${entry.toAssigneeName || 'sin asignar'}`
    default:
      return `Cita: ${at}`
  }
}
