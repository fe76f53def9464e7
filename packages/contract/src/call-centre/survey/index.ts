export * from './survey-routes'
export * from './survey-schemas'
export * from './survey-texts'
