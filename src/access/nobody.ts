/** No one, through the API or the admin: what the server writes itself (with overrideAccess). */
export const nobody = () => false
