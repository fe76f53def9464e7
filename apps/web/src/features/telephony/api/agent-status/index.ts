/**
 * Agent status requests: sign in and out, status changes, rest reasons and the sign-in model. Other parts import
 * from here or from a file of it; lint keeps the parts' imports one-way.
 */
export * from './get-rest-labels'
export * from './get-sign-model'
export * from '@/lib/telephony/cti/set-agent-status'
export * from './staff-login'
export * from './staff-logout'
