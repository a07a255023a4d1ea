/** A generated carrier book-of-business report, for the import's int test and its bench (bench/policy-import.ts). */

const header =
  'Member ID,First Name,Last Name,DOB,Phone,Plan Name,Contract-PBP,Effective Date,Term Date,Policy Status,Premium,Writing Agent NPN'

/** A book of business of `count` Medicare members, as a carrier exports it (CRLF, MM/DD/YYYY dates). */
export function generatedCarrierReport(count: number, prefix: string): Uint8Array {
  const lines = [header]
  for (let index = 0; index < count; index++) {
    const month = String((index % 12) + 1).padStart(2, '0')
    const day = String((index % 28) + 1).padStart(2, '0')
    const phone = `(305) ${String(200 + (index % 700)).padStart(3, '0')}-${String(index % 10_000).padStart(4, '0')}`
    lines.push(
      [
        `${prefix}${String(index).padStart(6, '0')}`,
        `Nombre${index}`,
        `Apellido ${prefix}`,
        `${month}/${day}/19${50 + (index % 10)}`,
        phone,
        index % 3 === 0 ? 'Basic Rx Plan (PDP)' : 'Gold Plus (HMO)',
        index % 3 === 0 ? 'S5884-101' : 'H1036-077-000',
        '01/01/2026',
        '',
        'Active',
        index % 3 === 0 ? '$31.40' : '$0.00',
        '17654321',
      ].join(','),
    )
  }
  return new TextEncoder().encode(`${lines.join('\r\n')}\r\n`)
}
