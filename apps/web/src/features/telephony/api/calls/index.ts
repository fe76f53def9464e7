/**
 * Call requests: call actions, dialling, DTMF, transfers, invitations, after-call work, the simulator's far end.
 * Other parts import from here or from a file of it; lint keeps the parts' imports one-way.
 */
export * from './acw'
export * from './answer-invitation'
export * from './call-action'
export * from '@/lib/telephony/cti/dial'
export * from './get-dialpad-staff'
export * from './get-did-numbers'
export * from './get-satisfaction-setting'
export * from './invite'
export * from './send-dtmf'
export * from './simulate-far-end-hangup'
export * from './simulate-inbound'
export * from './transfer-outside'
export * from './transfer-satisfaction'
export * from './update-acw'
export * from './act-on-consult'
export * from './consult-call'
export * from './get-transfer-queues'
export * from './transfer-call'
