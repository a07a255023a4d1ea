import { ImageResponse } from 'next/og'

import { GENERATED_SHARE_IMAGE } from '@/app/(site)/_views/page-metadata'
import { getLanding, getSiteSettings } from '@/content'
import { copy } from '@/copy/site'

/**
 * The image shares on WhatsApp, Facebook and others show when staff have uploaded none
 * (1200 × 630, Open Graph's size): the agency's mark, name and licensed states on the brand's
 * blue. Built on request from the cached site settings (the build has no database), and kept
 * in memory until the name or the states change.
 */
export const dynamic = 'force-dynamic'

let generated: { key: string; png: ArrayBuffer } | null = null

async function brandFacts() {
  try {
    const [settings, landing] = await Promise.all([getSiteSettings(), getLanding()])
    return { name: settings.agencyName, states: landing.licensedStates.map((state) => state.name) }
  } catch {
    // Database down and nothing cached yet: the brand without the name still says who we are.
    return { name: '', states: [] as string[] }
  }
}

export async function GET() {
  const { name, states } = await brandFacts()
  const key = JSON.stringify([name, states])
  if (generated?.key !== key) {
    const image = new ImageResponse(<ShareImage name={name} states={states} />, {
      width: GENERATED_SHARE_IMAGE.width,
      height: GENERATED_SHARE_IMAGE.height,
    })
    generated = { key, png: await image.arrayBuffer() }
  }
  return new Response(generated.png, {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400' },
  })
}

function ShareImage({ name, states }: { name: string; states: string[] }) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        color: '#ffffff',
        backgroundColor: '#0a1840',
        backgroundImage: 'linear-gradient(135deg, #0a1840 0%, #0f2563 55%, #163691 100%)',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 36 }}>
        <svg viewBox="0 0 40 40" width="150" height="150" aria-hidden="true">
          <path d="M20 2 5 8v10c0 9.4 6.4 17.2 15 20 8.6-2.8 15-10.6 15-20V8z" fill="#ffffff" />
          <path d="M20 5.3 8 10.1V18c0 7.7 5 14.2 12 16.8 7-2.6 12-9.1 12-16.8v-7.9z" fill="#1d51e0" />
          <path d="M20 28.5s-8-4.8-8-10.2a4.3 4.3 0 0 1 8-2.2 4.3 4.3 0 0 1 8 2.2c0 5.4-8 10.2-8 10.2z" fill="#fff" />
          <path d="M20 25.6s-5.5-3.5-5.5-7.2a2.8 2.8 0 0 1 5.5-.9 2.8 2.8 0 0 1 5.5.9c0 3.7-5.5 7.2-5.5 7.2z" fill="#e5383b" />
        </svg>
        <div style={{ display: 'flex', flexDirection: 'column', flex: 1 }}>
          {name && <div style={{ fontSize: 64, lineHeight: 1.1, fontWeight: 700 }}>{name}</div>}
          <div style={{ fontSize: 40, marginTop: 16, color: '#c7d7fe' }}>{copy.seo.shareImageTagline}</div>
        </div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 18 }}>
        {states.length > 0 && <div style={{ fontSize: 36, color: '#ffffff' }}>{states.join(' · ')}</div>}
        <div style={{ display: 'flex', alignItems: 'center', gap: 16, fontSize: 30, color: '#fcd34d' }}>
          <div style={{ width: 48, height: 6, backgroundColor: '#e5383b', borderRadius: 3 }} />
          {copy.seo.shareImageFootnote}
        </div>
      </div>
    </div>
  )
}
