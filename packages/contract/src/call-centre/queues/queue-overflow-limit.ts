/**
 * How many times one call overflows from queue to queue at most. Past it, a queue that would pass the call on
 * keeps it as a call-back request if it offers queued call-backs, else its caller hears why and is hung up on: queues
 * overflowing into each other never pass a caller round for ever.
 */
export const MAX_QUEUE_OVERFLOWS = 3
