import type { Block } from 'payload'

import { aboutBlock } from './About/config'
import { bookingBlock } from './Booking/config'
import { callToActionBlock } from './CallToAction/config'
import { contactFormBlock } from './ContactForm/config'
import { faqBlock } from './Faq/config'
import { heroBlock } from './Hero/config'
import { insurersBlock } from './Insurers/config'
import { licensedStatesBlock } from './LicensedStates/config'
import { medicarePromotionBlock } from './MedicarePromotion/config'
import { promotionBlock } from './Promotion/config'
import { richTextBlock } from './RichText/config'
import { serviceCardsBlock } from './ServiceCards/config'
import { testimonialsBlock } from './Testimonials/config'
import { trustStripBlock } from './TrustStrip/config'

/** The sections a page is built from, in the order the admin offers them (the landing's order first). */
export const pageBlocks: Block[] = [
  heroBlock,
  trustStripBlock,
  serviceCardsBlock,
  promotionBlock,
  medicarePromotionBlock,
  insurersBlock,
  aboutBlock,
  testimonialsBlock,
  contactFormBlock,
  licensedStatesBlock,
  faqBlock,
  richTextBlock,
  callToActionBlock,
  bookingBlock,
]
