/**
 * Call lists: the waiting, missed and abandoned calls and picking one up. Other parts import from here or from a
 * file of it; lint keeps the parts' imports one-way.
 */
export * from './call-lists'
