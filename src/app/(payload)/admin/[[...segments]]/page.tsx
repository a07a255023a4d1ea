/* Payload's admin views, as its templates generate them; a database outage answers the Spanish 503. */

import config from '@payload-config'
import { generatePageMetadata, RootPage } from '@payloadcms/next/views'
import type { Metadata } from 'next'

import { reportingDatabaseOutage } from '@/content/database-deadline'

import { importMap } from '../importMap'

type Args = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

export const generateMetadata = ({ params, searchParams }: Args): Promise<Metadata> =>
  generatePageMetadata({ config, params, searchParams })

const Page = ({ params, searchParams }: Args) => reportingDatabaseOutage(async () => RootPage({ config, params, searchParams, importMap }))

export default Page
