/**
 * Agent status components: the status switcher and the sign-in dialogs. Other parts import from here or from a
 * file of it; lint keeps the parts' imports one-way.
 */
export * from './sign-in-dialog'
export * from './sign-in-failed-dialog'
export * from './status-switcher'
export * from './status-switcher-notes'
