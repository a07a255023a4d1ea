import { DefaultTemplate } from '@payloadcms/next/templates'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

type Props = Pick<AdminViewServerProps, 'initPageResult' | 'params' | 'searchParams'> & { className: string; children: ReactNode }

/** A custom admin screen of the wing inside Payload's own frame (nav, header), like «Citas del día». */
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
