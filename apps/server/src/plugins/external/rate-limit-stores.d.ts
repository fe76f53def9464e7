// Types for the stores @fastify/rate-limit ships as plain CommonJS files (the fallback store wraps them).
declare module '@fastify/rate-limit/store/LocalStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit'
  const LocalStore: new (continueExceeding?: boolean, exponentialBackoff?: boolean) => FastifyRateLimitStore
  export default LocalStore
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit'
  import type { Redis } from 'ioredis'
  const RedisStore: new (
    continueExceeding: boolean | undefined,
    exponentialBackoff: boolean | undefined,
    redis: Redis,
  ) => FastifyRateLimitStore
  export default RedisStore
}
