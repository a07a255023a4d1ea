/** A name as compared across a report and our leads: no accents, no case, single spaces. */
export const comparableName = (value: string | null | undefined): string =>
  (value ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\d]+/gu, ' ')
    .trim()

/** Who a row or a lead is, for matching when there is no member number: name + date of birth + phone digits. */
export const personKey = (firstName: string | null | undefined, lastName: string | null | undefined, day: string, phone: string): string =>
  `${comparableName(`${firstName ?? ''} ${lastName ?? ''}`)}|${day}|${phone}`
