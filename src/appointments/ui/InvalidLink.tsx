import { bookingCopy as copy } from '@/copy/booking'

import { NewBookingPanel } from './NewBookingPanel'

/** A wrong, expired or cancelled appointment link: a Spanish page with nothing of any appointment. */
export function InvalidLink() {
  return (
    <NewBookingPanel>
      <h1 className="font-display text-3xl font-bold text-brand-900">{copy.invalidLink.title}</h1>
      <p className="mt-3 text-lg">{copy.invalidLink.text}</p>
    </NewBookingPanel>
  )
}
