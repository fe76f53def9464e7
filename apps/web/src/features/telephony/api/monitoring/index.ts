/**
 * Supervisor requests: the monitor board, joining a call, monitor status, an agent's status set by a supervisor.
 * Other parts import from here or from a file of it; lint keeps the parts' imports one-way.
 */
export * from './get-monitor-board'
export * from './join-call'
export * from './set-agent-status-as-supervisor'
export * from './set-monitor-status'
