import { InvalidLink } from '@/components/booking/InvalidLink'

export default function ManageLinkNotFound() {
  return <InvalidLink />
}
