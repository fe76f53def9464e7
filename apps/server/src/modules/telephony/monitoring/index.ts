/**
 * Monitoring: the supervisor's board and its notices, monitor commands, the supervisor scope and audit. Other
 * parts import from here or from a file of it; lint keeps the parts' imports one-way.
 */
export * from './monitor-board-notices'
export * from './monitor-board-repository'
export * from './monitor-commands'
export * from './monitor-routes'
export * from './supervisor-audit'
export * from './supervisor-scope-repository'
