import { describe, expect, it } from 'vitest'

import { misnamedFiles } from '../../../../tooling/file-names'

describe('the naming rule for files', () => {
  it('accepts kebab-case modules, PascalCase components and Payload configs, and useThing hooks', () => {
    expect(
      misnamedFiles([
        'src/leads/intake/contact-schema.ts',
        'src/leads/ui/ContactForm.tsx',
        'tests/unit/site/voice/VoiceButton.test.tsx',
        'src/components/voice/useVoiceCall.ts',
        'src/collections/LegalDocuments.ts',
        'src/leads/collections/Contacts.ts',
        'src/globals/SiteSettings.ts',
        'src/lib/server/peer-address.mjs',
        'src/migrations/20261125_190812_official_plugins_media_storage.ts',
        'src/app/(payload)/admin/importMap.js',
      ]),
    ).toEqual([])
  })

  it('names the camelCase modules and the PascalCase modules that are not Payload configs', () => {
    expect(
      misnamedFiles([
        'src/leads/intake/validateContact.ts',
        'src/access/isAdmin.ts',
        'src/lib/PhoneFormat.ts',
        'src/leads/ui/contact_form.tsx',
      ]),
    ).toEqual(['src/leads/intake/validateContact.ts', 'src/access/isAdmin.ts', 'src/lib/PhoneFormat.ts', 'src/leads/ui/contact_form.tsx'])
  })
})
