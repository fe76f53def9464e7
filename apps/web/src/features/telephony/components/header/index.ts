/**
 * The telephony header that composes the parts (lazily where it can). Other parts import from here or from a file
 * of it; lint keeps the parts' imports one-way.
 */
export * from './telephony-header'
