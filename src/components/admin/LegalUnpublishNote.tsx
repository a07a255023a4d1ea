import { legalUnpublishNote } from '@/copy/admin'

/** Stands in the ⋮ menu of a legal document where Payload's «Despublicar» would be (refuseUnpublishing). */
export default function LegalUnpublishNote() {
  return (
    <p className="legal-unpublish-note" data-testid="legal-unpublish-note">
      {legalUnpublishNote}
    </p>
  )
}
