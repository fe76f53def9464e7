/**
 * The browser softphone's requests: its SIP credentials and its reports of calls and events. Other parts import
 * from here or from a file of it; lint keeps the parts' imports one-way.
 */
export * from './report-softphone-event'
export * from './report-softphone-incoming'
export * from './softphone-credentials'
