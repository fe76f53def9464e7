/**
 * Queue cards: the waiting calls and the calls not taken. Other parts import from here or from a file of it; lint
 * keeps the parts' imports one-way.
 */
export * from './not-taken-calls-card'
export * from './waiting-calls-card'
