/**
 * The response codes of spec §8. Every answer is the envelope `{ code, message, data }`.
 * @example if (envelope.code === RESPONSE_CODES.OK) use(envelope.data)
 */
export const RESPONSE_CODES = {
  OK: 10000,
  LOGGED_OUT: 10001,
  NOT_COOKIE: 11111,
  /** Also used for an illegal argument or an internal error. */
  FAILURE: 20001,
  FAILURE_AUTH_EXPIRE: 21002,
  REMOTE_LOGIN: 21004,
  LONGIN_SECOND_AUTH: 21009,
  FAILURE_LOGIN: 21012,
  LOGIN_LIMIT: 21013,
  LOGIN_CAPTCHA: 21014,
  LOGIN_LOCKED: 21015,
  LOGIN_STOP: 21017,
  UPDATE_PASSWORD: 21022,
  ACCESS_DENY: 21040,
  /** Also named REGISTER_DUPLICATE. */
  ACCOUNT_EXIST: 21112,
  ACTIVATION_TIMEOUT: 21114,
  ACTIVATION_ERROR: 21115,
  COMPANY_TYPE_INCORRECT: 21116,
  FORCED_AGREE_PROTOCOL: 22201,
  CONFIRM_WEAK_PWD: 22202,
  NOT_SYNCRONIZE: 29006,
  SYNCRONIZE_FINISH: 30008,
} as const

export type ResponseCodeName = keyof typeof RESPONSE_CODES
export type ResponseCode = (typeof RESPONSE_CODES)[ResponseCodeName]

/**
 * The spec's FAILURE_LOGIN_LIMIT has no number of its own: we answer LOGIN_LIMIT (21013) when failures have made
 * a captcha necessary, and LOGIN_CAPTCHA (21014) when a required captcha is missing or wrong.
 */
export const FAILURE_LOGIN_LIMIT = RESPONSE_CODES.LOGIN_LIMIT

/** Codes that mean "there is no usable session": the browser goes to login. */
export const SESSION_ENDED_CODES: readonly ResponseCode[] = [
  RESPONSE_CODES.LOGGED_OUT,
  RESPONSE_CODES.NOT_COOKIE,
  RESPONSE_CODES.FAILURE_AUTH_EXPIRE,
  RESPONSE_CODES.REMOTE_LOGIN,
]
