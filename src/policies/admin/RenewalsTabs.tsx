import { renewalsHref, turning65Href } from '../renewals/renewals-path'

type Props = { current: 'aep' | 'oep' | 'cumplen-65' }

/** The book of business's worklists: the AEP, the OEP and «Cumplen 65», as links (each its own bookmarkable address). */
export function RenewalsTabs({ current }: Props) {
  const tabs = [
    { key: 'aep', label: 'AEP (Medicare)', href: renewalsHref({ temporada: 'aep' }) },
    { key: 'oep', label: 'OEP (Mercado)', href: renewalsHref({ temporada: 'oep' }) },
    { key: 'cumplen-65', label: 'Cumplen 65', href: turning65Href() },
  ]
  return (
    <nav className="renewals-tabs" aria-label="Listas de trabajo">
      {tabs.map((tab) => (
        <a
          key={tab.key}
          href={tab.href}
          className={`renewals-tabs__tab${tab.key === current ? ' renewals-tabs__tab--current' : ''}`}
          aria-current={tab.key === current ? 'page' : undefined}
        >
          {tab.label}
        </a>
      ))}
    </nav>
  )
}
