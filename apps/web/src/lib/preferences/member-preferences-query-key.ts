/** The member's preferences in the query cache; its own file, so the theme reads it without the push client. */
export const MEMBER_PREFERENCES_QUERY_KEY = ['user', 'preferences'] as const
