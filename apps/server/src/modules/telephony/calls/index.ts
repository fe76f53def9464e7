/**
 * Calls: a call's lifecycle, the agent's call commands (answer, hang up, transfer, invite, dial), the far end's
 * events and the communicate records. Other parts import from here or from a file of it; lint keeps the parts'
 * imports one-way.
 */
export * from './call-commands'
export * from './call-lifecycle'
export * from './call-record-repository'
export * from './call-record-routes'
export * from './dial-command'
export * from './far-end-events'
export * from './invitation-commands'
export * from './transfer-commands'
export * from './blind-transfer-commands'
export * from './call-transfer-routes'
export * from './consult-commands'
