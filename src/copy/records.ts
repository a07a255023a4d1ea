/*
 * What a consumer reads on the signing page (/firmar/<token>), in the usted of the signed record it
 * frames, and in the link's e-mail, in the tú of every client e-mail.
 */

export const signingCopy = {
  pageTitle: 'Firmar un documento',
  readFirst: 'Lea el documento completo. Luego escriba su nombre completo como firma.',
  productsLegend: '¿De qué productos quiere hablar con el agente? Marque al menos uno.',
  signerLabel: 'Su nombre completo (su firma)',
  signerHint: 'Escriba su nombre y apellidos. Escribirlo aquí vale como su firma.',
  representativeLegend: 'Si firma en nombre de otra persona (opcional)',
  representativeLabel: 'Nombre del representante',
  relationshipLabel: 'Relación con la persona (por ejemplo: hija, tutor legal)',
  dateLabel: 'Fecha de la firma',
  submit: 'Firmar',
  errorsTitle: 'Revise lo siguiente:',
  thanksTitle: 'Gracias. Su firma quedó guardada.',
  thanksBody: 'La agencia ya la tiene. Puede cerrar esta página.',
  signedOn: (date: string) => `Firmado el ${date}.`,
  rescindedOn: (date: string) => `Revocado el ${date}. La agencia ya no actuará en su nombre ante el Mercado.`,
  rescindTitle: 'Revocar mi consentimiento',
  rescindBody:
    'Si ya no quiere que el agente o la agencia le ayuden con el Mercado, puede revocar su consentimiento aquí. ' +
    'La revocación queda registrada con la fecha.',
  rescindSubmit: 'Revocar mi consentimiento',
  goneTitle: 'Este enlace no es válido',
  goneBody: 'El enlace no existe, ya se usó o venció. Si necesita firmar un documento, pida un enlace nuevo a la agencia.',
  failed: 'No pudimos guardar su firma. Inténtelo de nuevo en unos minutos.',
  rescindNameHint: 'Escriba su nombre tal como lo escribió al firmar el consentimiento.',
  unavailableTitle: 'Este documento todavía no está listo',
  unavailableBody: 'La agencia le enviará el documento para firmar en cuanto esté listo. No tiene que hacer nada por ahora.',
} as const

export const signingErrors = {
  signerName: 'Escriba su nombre completo (al menos 2 letras).',
  signerTooLong: 'El nombre es demasiado largo (máximo 200 caracteres).',
  products: 'Marque al menos un tipo de producto.',
  relationship: 'Escriba la relación del representante con la persona.',
  representativeTooLong: 'El nombre o la relación del representante es demasiado largo.',
  notTheSigner: 'Escriba su nombre tal como lo escribió al firmar el consentimiento.',
} as const

export const signingMail = {
  subject: (title: string) => `Documento para firmar: ${title}`,
  body: (name: string, agency: string, title: string, url: string, expires: string) =>
    [
      `Hola, ${name}:`,
      '',
      `${agency} te pide que leas y firmes este documento: ${title}.`,
      '',
      `Ábrelo aquí: ${url}`,
      '',
      `El enlace es solo para ti y vence el ${expires}. Si no pediste este documento, ignora este mensaje.`,
    ].join('\n'),
} as const
