/**
 * How much data the message figures run on (issue 5): 200,000 messages across 50 tenants, the demo tenant a
 * large one of them, and 1,000 agents of the demo tenant connected to the push socket at once; and (issue 9) 200
 * agents of one skill group taking calls.
 */
export const BENCH_SEED_SIZES = {
  messages: 200_000,
  tenants: 50,
  /** The demo tenant's share: the admin's list and remind calls run on it, so it is a big tenant on purpose. */
  demoTenantMessages: 20_000,
  agents: 1_000,
  /** Signed-in agents of one skill group taking the telephony figures' calls, each with a push socket. */
  callCentreAgents: 200,
  /** Accounts logging in side by side for the login figure over many accounts, one attempt each at a time. */
  loginAccounts: 8,
  /** Effective times are spread over this many days before now. */
  historyDays: 180,
} as const

/**
 * How many messages each tenant gets: the demo tenant its share, the others the rest as evenly as it goes.
 * @example messageCounts(3, 100, 50) // [50, 25, 25]
 */
export function messageCounts(tenants: number, messages: number, demoTenantMessages: number): number[] {
  const others = tenants - 1
  const rest = messages - demoTenantMessages
  return [
    demoTenantMessages,
    ...Array.from(
      { length: others },
      (_, index) => Math.floor(rest / others) + (index < rest % others ? 1 : 0),
    ),
  ]
}
