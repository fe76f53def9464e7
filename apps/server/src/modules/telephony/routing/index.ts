/**
 * Routing and queues: offering a call to a ready agent, inbound calls into a skill group, the waiting and
 * not-taken call lists. Other parts import from here or from a file of it; lint keeps the parts' imports one-way.
 */
export * from './busy-mark'
export * from './call-list-repository'
export * from './call-list-routes'
export * from './call-routing'
export * from './inbound-call'
export * from './inbound-route-plan'
export * from './ivr-walk'
export * from './queue-commands'
export * from './queue-entry'
export * from './transfer-pick'
