/**
 * The agent's CTI state query and the one mutation wrapper every CTI command goes through. Other parts import from
 * here or from a file of it; lint keeps the parts' imports one-way.
 */
export * from './get-cti-state'
export * from './use-cti-mutation'
