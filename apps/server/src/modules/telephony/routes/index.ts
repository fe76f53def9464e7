/**
 * The agent's CTI command and lookup routes, which span agents and calls. Other parts import from here or from a
 * file of it; lint keeps the parts' imports one-way.
 */
export * from './cti-routes'
export * from './lookup-routes'
