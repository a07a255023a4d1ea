import type { Field } from 'payload'

const hiddenFromEveryone = { read: () => false, create: () => false, update: () => false }
const writtenByServerCode = { create: () => false, update: () => false }

/**
 * The invitation's revision (iCalendar SEQUENCE), raised by every change the client is told of
 * (bump-sequence.ts), and which revision each side was told of (notice-claim.ts): a retried
 * notice never goes out twice. Written only by server code.
 */
export const noticeFields: Field[] = [
  { name: 'sequence', type: 'number', defaultValue: 0, access: writtenByServerCode, admin: { hidden: true } },
  {
    name: 'notices',
    type: 'group',
    access: hiddenFromEveryone,
    admin: { hidden: true },
    fields: [
      { name: 'visitorSentFor', type: 'number' },
      { name: 'staffSentFor', type: 'number' },
    ],
  },
]
