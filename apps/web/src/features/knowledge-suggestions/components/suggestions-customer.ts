/** The customer of the call, as the page shows them: their record, name and (masked) number. */
export type SuggestionsCustomer = { id: string; name: string; phone: string }
