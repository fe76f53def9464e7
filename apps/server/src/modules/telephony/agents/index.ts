/**
 * Agents and presence: an agent's sign-in and status commands, and a disabled member taken out of the call centre.
 * Other parts import from here or from a file of it; lint keeps the parts' imports one-way.
 */
export * from './agent-commands'
export * from './member-withdrawal'
