import { InvalidLink } from '@/appointments/ui/InvalidLink'

export default function ConfirmedLinkNotFound() {
  return <InvalidLink />
}
