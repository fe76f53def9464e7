/** A code works only for what it was sent for: a login code does not reset a password. */
export type SmsPurpose = 'login' | 'second-auth' | 'reset' | 'register'
