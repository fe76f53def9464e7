/** A variable of the environment that is not valid: the start stops with its name in the message. */
export class ConfigError extends Error {}
