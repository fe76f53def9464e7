/**
 * How the bench runs the portal: quiet logs, and no per-address login throttle (every bench call comes from
 * one address, and the throttle would measure itself).
 */
export const BENCH_PORTAL_ENV = { LOG_LEVEL: 'warn', LOGIN_RATE_PER_MINUTE: '1000000' } as const
