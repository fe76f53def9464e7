/**
 * The CTI kernel: the agent and call state machines, their rows, and the one change transaction (cti-change) every
 * command goes through. Other parts import from here or from a file of it; lint keeps the parts' imports one-way.
 */
export * from './agent-repository'
export * from './agent-state-machine'
export * from './call-offer-repository'
export * from './call-repository'
export * from './call-state-machine'
export * from './cti-change'
export * from './cti-command'
export * from './cti-settings-repository'
export * from './cti-state-repository'
export * from './far-end-plan'
export * from './inbound-route-repository'
export * from './participant-repository'
export * from './telephony-directory-repository'
export * from './telephony-reference-repository'
export * from './transfer-repository'
export * from './referral-repository'
export * from './consult-state-machine'
export * from './softphone-repository'
