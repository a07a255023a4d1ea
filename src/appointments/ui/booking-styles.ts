/** Shared classes of the booking pages: big touch targets for phones, a visible focus ring. */
export const fieldsetClasses = 'grid gap-3 rounded-xl border border-slate-200 p-4 sm:p-5'
export const legendClasses = 'px-1 text-lg font-bold text-brand-900'
export const choiceClasses =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-3 text-base text-ink ' +
  'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500'
export const radioClasses = 'h-5 w-5 shrink-0 accent-brand-600'
export const buttonClasses =
  'inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-6 py-3 text-base font-semibold text-white ' +
  'hover:bg-brand-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 disabled:opacity-60'
export const secondaryButtonClasses =
  'inline-flex min-h-12 items-center justify-center rounded-lg border border-brand-700 bg-white px-6 py-3 text-base font-semibold ' +
  'text-brand-800 hover:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500'
export const panelClasses = 'rounded-xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-8'
