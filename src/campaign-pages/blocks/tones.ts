/** The CMS colour choices as full class names (so Tailwind keeps them); all meet AA with white text. */
import type { ColourName } from '@/lib/colours'

const tones: Record<ColourName, { icon: string; button: string; bar: string }> = {
  red: { icon: 'bg-accent-50 text-accent-600', button: 'bg-accent-600 hover:bg-accent-700', bar: 'bg-accent-600' },
  blue: { icon: 'bg-brand-50 text-brand-600', button: 'bg-brand-600 hover:bg-brand-700', bar: 'bg-brand-600' },
  green: { icon: 'bg-emerald-50 text-emerald-700', button: 'bg-emerald-700 hover:bg-emerald-800', bar: 'bg-emerald-600' },
  purple: { icon: 'bg-violet-50 text-violet-700', button: 'bg-violet-700 hover:bg-violet-800', bar: 'bg-violet-600' },
  orange: { icon: 'bg-orange-50 text-orange-700', button: 'bg-orange-700 hover:bg-orange-800', bar: 'bg-orange-600' },
  teal: { icon: 'bg-teal-50 text-teal-700', button: 'bg-teal-700 hover:bg-teal-800', bar: 'bg-teal-600' },
}

export const tone = (name: ColourName) => tones[name] ?? tones.blue
