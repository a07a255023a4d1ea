/**
 * The settings in *Datos de la agencia* that only an admin may change and whose every change is
 * kept in *Historial de ajustes*: where new-contact e-mails go, which voice assistant
 * visitors talk to (and so where its call reports go), and which outside hosts redirects may send to.
 */
export const watchedSettingOptions = [
  { label: 'Correo electrónico de contacto (recibe los avisos de contactos nuevos)', value: 'email' },
  { label: 'Clave pública del asistente de voz', value: 'voicePublicKey' },
  { label: 'ID del asistente de voz', value: 'voiceAssistantId' },
  { label: 'Dominios permitidos para redirecciones', value: 'redirectAllowedHosts' },
] as const

export type WatchedSetting = (typeof watchedSettingOptions)[number]['value']

export const watchedSettings: WatchedSetting[] = watchedSettingOptions.map((option) => option.value)
