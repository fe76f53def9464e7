/**
 * The SMS port: what the portal asks of any SMS provider. The embedded default keeps each text in the outbox; a
 * real provider is one more `<provider>-sms.ts` beside it, chosen in `sms-plugin.ts`.
 */
export type SmsPort = { send: (to: string, body: string) => Promise<void> }
