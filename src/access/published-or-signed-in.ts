import type { Access } from 'payload'

/** Visitors read the published version only; anyone signed in to the panel reads drafts too. */
export const publishedOrSignedIn: Access = ({ req }) => (req.user ? true : { _status: { equals: 'published' } })
