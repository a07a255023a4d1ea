import type { Config, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { adminTimeZonesWith } from '@/i18n/admin-time-zones'
import { MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH, MIN_DESCRIPTION_LENGTH } from '@/lib/seo-text'
import { seo } from '@/plugins/seo'

type Named = Field & { name: string; minLength?: number; maxLength?: number; admin?: { components?: { Field?: { clientProps?: object } } } }

async function seoFields(): Promise<Named[]> {
  const config = (await seo({ collections: [{ slug: 'pages', fields: [] }] } as unknown as Config)) as Config
  const meta = config.collections?.[0].fields.find((field) => 'name' in field && field.name === 'meta') as { fields: Named[] }
  return meta.fields
}

describe('the SEO fields’ hints', () => {
  it('say the lengths the checks and docs/campaign-pages.md say: title up to 60, description 70 to 160', async () => {
    const fields = await seoFields()
    const byName = (name: string) => fields.find((field) => field.name === name)
    expect(byName('title')).toMatchObject({ minLength: 1, maxLength: MAX_TITLE_LENGTH })
    expect(byName('description')).toMatchObject({ minLength: MIN_DESCRIPTION_LENGTH, maxLength: MAX_DESCRIPTION_LENGTH })
    expect(byName('overview')?.admin?.components?.Field?.clientProps).toMatchObject({
      titleOverrides: { minLength: 1, maxLength: 60 },
      descriptionOverrides: { minLength: 70, maxLength: 160 },
    })
  })
})

describe('the admin’s time zones', () => {
  it('are named in Spanish, and hold the agency’s zone even when the list does not name it', () => {
    expect(adminTimeZonesWith('America/Chicago').find((zone) => zone.value === 'America/Chicago')?.label).toBe(
      'Hora del Centro (Illinois, Texas)',
    )
    expect(adminTimeZonesWith('America/Boise').at(-1)).toEqual({ value: 'America/Boise', label: 'Hora de America/Boise' })
    for (const zone of adminTimeZonesWith('America/New_York')) expect(zone.label).toMatch(/^Hora de/)
  })
})
