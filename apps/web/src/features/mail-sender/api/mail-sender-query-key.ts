/** The query key under which every sent-mail query sits, so a send refreshes them all. */
export const MAIL_SENDER_QUERY_KEY = ['mail-sender'] as const
