export const NEWS_POLL_INTERVAL_MS = 60_000
export const NEWS_REMINDER_SPACING_MS = 500
export const NOTIFICATION_DURATION_MS = 3000
export const BADGE_CAP = 99
/** How long the bell shakes when news arrives. */
export const SHAKE_DURATION_MS = 5000

export const MESSAGE_CENTRE_PAGE_SIZE = 50
