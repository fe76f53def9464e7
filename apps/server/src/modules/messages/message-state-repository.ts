import { MESSAGE_TYPES, type MessageType, type UnreadCount } from '@portal/contract'
import type { Queryable } from '../../db/database'
import type { Viewer } from './message-viewer'
import { visibleTo } from './message-visibility'
import { scopeOf } from './message-scope'
import { sqlParams } from '../../lib/sql-params'

/** The viewer's unread and unread-favourite counts by stored type, from the counters the triggers keep. */
async function unreadByType(tx: Queryable, viewer: Viewer) {
  const { rows } = await tx.query<{ message_type: MessageType; unread: number; collected_unread: number }>(
    `SELECT message_type, unread, collected_unread FROM message_unread_counts
     WHERE tenant_id = current_tenant_id() AND account_id = $1 AND message_type = ANY ($2::smallint[])`,
    [viewer.accountId, viewer.types],
  )
  return rows
}

/**
 * The viewer's unread counts: all (0) first, then each category the viewer may open, favourites (10) last.
 * @example await countUnread(tx, viewer) // [{ messageType: 0, unReadCount: 7 }, { messageType: 3, ... }, ...]
 */
export async function countUnread(tx: Queryable, viewer: Viewer): Promise<UnreadCount[]> {
  const rows = await unreadByType(tx, viewer)
  const byType = new Map(rows.map((row) => [row.message_type, row]))
  const sum = (pick: (row: (typeof rows)[number]) => number) =>
    rows.reduce((total, row) => total + pick(row), 0)
  return [
    { messageType: MESSAGE_TYPES.all, unReadCount: sum((row) => row.unread) },
    ...viewer.categories
      .filter((type) => type !== MESSAGE_TYPES.all)
      .map((type) => ({
        messageType: type,
        unReadCount:
          type === MESSAGE_TYPES.favourites
            ? sum((row) => row.collected_unread)
            : (byType.get(type)?.unread ?? 0),
      })),
  ]
}

/**
 * The viewer's unread total for the bell, at most `cap` (the badge shows 99+ beyond BADGE_CAP).
 * @example await countUnreadUpTo(tx, viewer, BADGE_CAP + 1) // 100 when there are 100 or more
 */
export async function countUnreadUpTo(tx: Queryable, viewer: Viewer, cap: number): Promise<number> {
  const rows = await unreadByType(tx, viewer)
  return Math.min(
    cap,
    rows.reduce((total, row) => total + row.unread, 0),
  )
}

/** The per-user flags of a message. */
const MESSAGE_FLAGS = { read: 'read_at', collected: 'collected_at' } as const
export type MessageFlag = keyof typeof MESSAGE_FLAGS

/**
 * Sets or clears the viewer's read or favourite flag on one message.
 * @returns false when the viewer may not see the message (the caller answers 404)
 */
export async function setMessageFlag(
  tx: Queryable,
  viewer: Viewer,
  id: number,
  flag: MessageFlag,
  isOn: boolean,
): Promise<boolean> {
  const column = MESSAGE_FLAGS[flag]
  const params = sqlParams()
  const { rowCount } = await tx.query(
    `INSERT INTO message_states (tenant_id, message_id, account_id, ${column})
     SELECT m.tenant_id, m.id, ${params.add(viewer.accountId)}::uuid,
            CASE WHEN ${params.add(isOn)}::boolean THEN now() END
     FROM messages m WHERE m.id = ${params.add(id)}::integer AND ${visibleTo(viewer, params)}
     ON CONFLICT (message_id, account_id) DO UPDATE
       SET ${column} = CASE WHEN EXCLUDED.${column} IS NULL THEN NULL
                            ELSE COALESCE(message_states.${column}, EXCLUDED.${column}) END`,
    params.values,
  )
  return (rowCount ?? 0) > 0
}

/** Marks every message of a category the viewer sees as read (0: every category). */
export async function markAllRead(tx: Queryable, viewer: Viewer, type: MessageType): Promise<void> {
  const scope = scopeOf(viewer, type)
  const params = sqlParams()
  const account = params.add(viewer.accountId)
  await tx.query(
    `INSERT INTO message_states (tenant_id, message_id, account_id, read_at)
     SELECT m.tenant_id, m.id, ${account}::uuid, now()
     FROM messages m
     LEFT JOIN message_states s ON s.message_id = m.id AND s.account_id = ${account}::uuid
     WHERE ${visibleTo(scope.viewer, params)} AND s.read_at IS NULL
       ${scope.collectedOnly ? 'AND s.collected_at IS NOT NULL' : ''}
     ON CONFLICT (message_id, account_id) DO UPDATE SET read_at = now()`,
    params.values,
  )
}
