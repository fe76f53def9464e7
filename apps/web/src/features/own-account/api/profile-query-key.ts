/** The query key of the signed-in user's own personal info, apart so that a listener needs no route. */
export const PROFILE_QUERY_KEY = ['own-account', 'profile'] as const
