import { DefaultTemplate } from '@payloadcms/next/templates'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

type Props = Pick<AdminViewServerProps, 'initPageResult' | 'params' | 'searchParams'> & { className: string; children: ReactNode }

/** A wing's custom admin screen (a view in payload.config.ts) inside Payload's own frame: nav, header. */
export function StaffScreen({ initPageResult, params, searchParams, className, children }: Props) {
  const { req, visibleEntities, permissions, locale } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <main className={`${className} gutter--left gutter--right`}>{children}</main>
    </DefaultTemplate>
  )
}
