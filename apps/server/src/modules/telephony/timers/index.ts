/**
 * The due timers in the rows (ring timeouts, after-call work, the far end), run by every process. Other parts
 * import from here or from a file of it; lint keeps the parts' imports one-way.
 */
export * from './cti-timer-repository'
export * from './cti-timers'
export * from './queue-timers'
