/**
 * Who a push goes to: some sessions (in whatever tenant), or within one tenant some accounts and/or roles (a
 * socket matching either list is in), or, with neither list, everyone signed in to the tenant.
 */
export type PushAudience =
  | { sessionIds: readonly string[] }
  | { tenantId: string; accountIds?: readonly string[]; roleIds?: readonly string[] }

/** What a socket knows of who is on it, to be matched against an audience. */
export type PushRecipient = {
  sessionId: string
  tenantId: string
  accountId: string
  roleIds: readonly string[]
}

/**
 * Whether a recipient is in an audience, as a test built once per publication (sets, not list scans).
 * @example const isIn = audienceTest({ tenantId: 't1', roleIds: ['r1'] }); connections.filter(isIn)
 */
export function audienceTest(audience: PushAudience): (recipient: PushRecipient) => boolean {
  if ('sessionIds' in audience) {
    const sessionIds = new Set(audience.sessionIds)
    return (recipient) => sessionIds.has(recipient.sessionId)
  }
  const { tenantId } = audience
  if (!audience.accountIds && !audience.roleIds) return (recipient) => recipient.tenantId === tenantId
  const accountIds = new Set(audience.accountIds)
  const roleIds = new Set(audience.roleIds)
  return (recipient) =>
    recipient.tenantId === tenantId &&
    (accountIds.has(recipient.accountId) || recipient.roleIds.some((roleId) => roleIds.has(roleId)))
}
