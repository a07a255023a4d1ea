import { PREVIEW_ROUTE } from '@/lib/preview-url'

import { LivePreviewRefresh } from './LivePreviewRefresh'

/** Shown only to staff in a preview, so a preview is never mistaken for the published site. */
export function PreviewBanner({ active }: { active: boolean }) {
  if (!active) return null
  return (
    <aside
      role="status"
      className={
        'fixed inset-x-0 top-0 z-[100] flex flex-wrap items-center justify-center gap-3 ' +
        'bg-amber-300 px-4 py-2 text-sm font-semibold text-black'
      }
    >
      <LivePreviewRefresh />
      Vista previa: está viendo borradores que los visitantes todavía no ven.
      <form method="post" action={PREVIEW_ROUTE}>
        <button type="submit" className="rounded border border-black bg-white px-3 py-1 underline">
          Salir de la vista previa
        </button>
      </form>
    </aside>
  )
}
