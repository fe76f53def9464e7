/**
 * The built-in call simulator's demo and operator routes. Other parts import from here or from a file of it; lint
 * keeps the parts' imports one-way.
 */
export * from './call-simulator-routes'
