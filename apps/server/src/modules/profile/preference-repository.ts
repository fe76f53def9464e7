import { DEFAULT_MEMBER_PREFERENCES, type MemberPreferences } from '@portal/contract'
import type { Queryable } from '../../db/database'

type PreferenceRow = {
  theme: MemberPreferences['theme']
  density: MemberPreferences['density']
  shortcuts_enabled: boolean
  focus_during_calls: boolean
  desktop_notifications: boolean
}

const toPreferences = (row: PreferenceRow): MemberPreferences => ({
  theme: row.theme,
  density: row.density,
  shortcutsEnabled: row.shortcuts_enabled,
  focusDuringCalls: row.focus_during_calls,
  desktopNotifications: row.desktop_notifications,
})

const COLUMNS = 'theme, density, shortcuts_enabled, focus_during_calls, desktop_notifications'

/** The member's preferences in the current tenant, or the defaults before their first change. */
export async function loadMemberPreferences(tx: Queryable, accountId: string): Promise<MemberPreferences> {
  const { rows } = await tx.query<PreferenceRow>(
    `SELECT ${COLUMNS} FROM member_preferences WHERE account_id = $1`,
    [accountId],
  )
  return rows[0] ? toPreferences(rows[0]) : DEFAULT_MEMBER_PREFERENCES
}

/**
 * Changes the preferences the member sent and keeps the others, field by field under the row's lock: two tabs
 * changing different preferences at once both stand.
 */
export async function changeMemberPreferences(
  tx: Queryable,
  accountId: string,
  change: Partial<MemberPreferences>,
): Promise<MemberPreferences> {
  await tx.query(
    `INSERT INTO member_preferences (tenant_id, account_id) VALUES (current_tenant_id(), $1)
     ON CONFLICT (tenant_id, account_id) DO NOTHING`,
    [accountId],
  )
  const { rows } = await tx.query<PreferenceRow>(
    `UPDATE member_preferences SET
       theme = coalesce($2, theme), density = coalesce($3, density),
       shortcuts_enabled = coalesce($4, shortcuts_enabled), focus_during_calls = coalesce($5, focus_during_calls),
       desktop_notifications = coalesce($6, desktop_notifications), updated_at = now()
     WHERE account_id = $1
     RETURNING ${COLUMNS}`,
    [
      accountId,
      change.theme ?? null,
      change.density ?? null,
      change.shortcutsEnabled ?? null,
      change.focusDuringCalls ?? null,
      change.desktopNotifications ?? null,
    ],
  )
  return toPreferences(rows[0] as PreferenceRow)
}
