import { type IRateLimiterOptions, type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible'

import { type SharedRedis, sharedRedis } from './redis'

export type LimiterOptions = IRateLimiterOptions & { keyPrefix: string }

/**
 * Where a counter of the contact limit and the login throttle lives: in Redis, shared by every
 * instance, when REDIS_URL is set; in this process's memory otherwise (one instance). While
 * Redis is unreachable each instance counts in its own memory instead of failing the request.
 */
export function createLimiter(options: LimiterOptions, redis: SharedRedis | null = sharedRedis()): RateLimiterAbstract {
  if (!redis) return new RateLimiterMemory(options)
  return new RateLimiterRedis({
    ...options,
    storeClient: redis,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory(options),
  })
}
