import type { CollectionSlug, PayloadHandler, PayloadRequest } from 'payload'

/**
 * Payload tries a collection's custom endpoints before its built-in ones (handleEndpoints takes
 * the first match; sanitize appends the defaults after ours). An endpoint of ours that stands in
 * front of a built-in one finds the built-in handler here to hand a request back to Payload.
 */
export function payloadsOwnHandler(
  req: PayloadRequest,
  collection: CollectionSlug,
  method: 'post',
  path: string,
  ours: ReadonlySet<PayloadHandler>,
): PayloadHandler {
  const endpoints = req.payload.collections[collection].config.endpoints || []
  const own = endpoints.find((endpoint) => endpoint.method === method && endpoint.path === path && !ours.has(endpoint.handler))
  if (!own) throw new Error(`Payload has no ${method.toUpperCase()} /${collection}${path} endpoint`)
  return own.handler
}
