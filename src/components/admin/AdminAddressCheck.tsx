import { adminOrigins, publicServerUrl } from '../../lib/server/server-env'
import { WrongAdminAddress } from './WrongAdminAddress'

/** Server part: the allowed origins come from the environment the server runs with. */
export default function AdminAddressCheck() {
  return <WrongAdminAddress allowedOrigins={adminOrigins()} publicUrl={publicServerUrl()} />
}
