/**
 * The browser softphone's routes and the SIP server's own call events. Other parts import from here or from a file
 * of it; lint keeps the parts' imports one-way.
 */
export * from './sip-server-event-routes'
export * from './sip-server-events'
export * from './sip-user-repository'
export * from './softphone-commands'
export * from './softphone-routes'
