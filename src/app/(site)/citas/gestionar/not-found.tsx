import { InvalidLink } from '@/appointments/ui/InvalidLink'

export default function ManageLinkNotFound() {
  return <InvalidLink />
}
