export * from './sign-in-routes'
export * from './sign-in-schemas'
export * from './sign-in-texts'
export * from './sip-address'
