import { describe, expect, it } from 'vitest'

import { sameSignerName } from '@/records/signer-name'

describe('the name a rescission must repeat', () => {
  it('ignores accents, case and extra blanks', () => {
    expect(sameSignerName('  rosa   MARIA perez ', 'Rosa María Pérez')).toBe(true)
    expect(sameSignerName('Núñez Íñigo', 'nunez inigo')).toBe(true)
    // A name typed with combining accents (NFD) is the same name.
    expect(sameSignerName('Jose\u0301 Pe\u0301rez', 'José Pérez')).toBe(true)
  })

  it('refuses another name, a part of it, or letters moved', () => {
    expect(sameSignerName('Juan Extraño', 'Rosa María Pérez')).toBe(false)
    expect(sameSignerName('Rosa Pérez', 'Rosa María Pérez')).toBe(false)
    expect(sameSignerName('Rosa Maríaperez', 'Rosa María Pérez')).toBe(false)
  })
})
