export * from './numbers-routes'
export * from './numbers-schemas'
export * from './numbers-texts'
