import { Icon } from '@/components/icons/Icon'
import type { LandingCopy, LicensedState } from '@/content/types'
import { copy } from '@/copy/site'

type Props = { panel: LandingCopy['statesPanel']; states: LicensedState[] }

export function LicensedStates({ panel, states }: Props) {
  return (
    <section aria-labelledby="estados-title" className="bg-white pb-20 sm:pb-24">
      <div className="container">
        <div className="states-panel overflow-hidden rounded-3xl p-7 text-white shadow-card sm:p-12">
          <div className="grid gap-10 lg:grid-cols-[1.1fr_0.9fr] lg:items-center">
            <div>
              <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-bold uppercase tracking-wider">
                <Icon name="award" className="h-4 w-4" />
                {copy.licensedAgency}
              </p>
              <h2 id="estados-title" className="mt-4 font-display text-3xl font-extrabold sm:text-display-sm">
                {panel.heading}
              </h2>
              <p className="mt-4 text-lg leading-relaxed text-brand-50">{panel.text}</p>
              <ul aria-label={copy.licensedStatesListLabel} className="mt-6 flex flex-wrap gap-3">
                {states.map((state) => (
                  <li key={state.code} className="inline-flex items-center gap-2 rounded-xl bg-white px-4 py-2 font-bold text-brand-900">
                    <span className="rounded-md bg-brand-700 px-1.5 py-0.5 text-xs text-white">{state.code}</span>
                    {state.name}
                  </li>
                ))}
              </ul>
            </div>
            <ul className="space-y-4">
              {panel.assurances.map((assurance) => (
                <li key={assurance.title} className="flex gap-4 rounded-2xl bg-white/10 p-5 ring-1 ring-white/15">
                  <Icon name="shield" className="h-7 w-7 shrink-0 text-amber-300" />
                  <div>
                    <h3 className="font-display text-lg font-bold">{assurance.title}</h3>
                    <p className="mt-1 text-brand-50">{assurance.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <p
            className={
              'mt-10 rounded-2xl bg-white/10 px-5 py-4 text-center font-display text-base font-bold ' +
              'tracking-wide ring-1 ring-white/20 sm:text-lg'
            }
          >
            {panel.badge}
          </p>
        </div>
      </div>
    </section>
  )
}
