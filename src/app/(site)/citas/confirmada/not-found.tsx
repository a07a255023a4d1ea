import { InvalidLink } from '@/components/booking/InvalidLink'

export default function ConfirmedLinkNotFound() {
  return <InvalidLink />
}
