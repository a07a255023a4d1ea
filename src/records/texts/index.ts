import type { SignedRecordKind } from '../record-kinds'
import { applicationReviewV1 } from './application-review-v1'
import { marketplaceConsentV1 } from './marketplace-consent-v1'
import { rescissionV1 } from './rescission-v1'
import { soaV1 } from './soa-v1'
import type { RecordText } from './text-facts'

/** The wording new records are signed with, per kind. */
export const currentTexts: Record<SignedRecordKind, RecordText> = {
  soa: soaV1,
  'marketplace-consent': marketplaceConsentV1,
  'application-review': applicationReviewV1,
  rescission: rescissionV1,
}

/** Every wording ever used, old versions included, so a stored record's text id and version name one. */
export const allTexts: readonly RecordText[] = [soaV1, marketplaceConsentV1, applicationReviewV1, rescissionV1]

export const textFor = (id: string, version: string): RecordText | undefined =>
  allTexts.find((text) => text.id === id && text.version === version)
