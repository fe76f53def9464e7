/**
 * Who the call is with, as the page shows them: the number (masked where the member may not see it in full), and
 * the customer's record when the caller is known. An unknown caller is reached through the call itself.
 */
export type SuggestionsCaller = { phone: string; customer: { id: string; name: string } | null }
