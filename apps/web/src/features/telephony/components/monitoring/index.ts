/**
 * Supervisor components: the monitor board and button, the live wall and the supervisor's call controls. Other
 * parts import from here or from a file of it; lint keeps the parts' imports one-way.
 */
export * from './monitor-board'
export * from './monitor-button'
export * from './supervisor-agent-row'
export * from './supervisor-call-actions'
export * from './supervisor-controls'
export * from './supervisor-wall'
