import type { Channel, ChannelPresence, ChannelStatus } from '@portal/contract'
import type { Queryable } from '../../db/database'

type Row = { channel: Channel; status: ChannelStatus; version: string }

const toPresence = (row: Row): ChannelPresence => ({
  channel: row.channel,
  status: row.status,
  version: Number(row.version),
})

/** The account's stored presences (a channel never changed has no row and reads as offline). */
export async function listChannelPresences(tx: Queryable, accountId: string): Promise<ChannelPresence[]> {
  const { rows } = await tx.query<Row>(
    'SELECT channel, status, version FROM channel_presences WHERE account_id = $1',
    [accountId],
  )
  return rows.map(toPresence)
}

/** Stores a channel's new status, one version on from the last; the agent asked, so a page of theirs is heard. */
export async function saveChannelPresence(
  tx: Queryable,
  accountId: string,
  channel: Channel,
  status: ChannelStatus,
): Promise<ChannelPresence> {
  const { rows } = await tx.query<Row>(
    `INSERT INTO channel_presences (tenant_id, account_id, channel, status)
     VALUES (current_tenant_id(), $1, $2, $3)
     ON CONFLICT (tenant_id, account_id, channel) DO UPDATE
       SET status = EXCLUDED.status, version = channel_presences.version + 1, changed_at = now(),
         last_heard_at = now()
     RETURNING channel, status, version`,
    [accountId, channel, status],
  )
  return toPresence(rows[0] as Row)
}

/**
 * Takes the account's channels offline, one version on each, and gives those that changed: every channel, or only
 * `channels`, or only while no page has been heard from since `silentBefore` (checked here, under the row lock).
 */
export async function takeChannelsOffline(
  tx: Queryable,
  accountId: string,
  which: { channels?: readonly Channel[]; silentBefore?: Date } = {},
): Promise<ChannelPresence[]> {
  const { rows } = await tx.query<Row>(
    `UPDATE channel_presences SET status = 'offline', version = version + 1, changed_at = now()
     WHERE account_id = $1 AND status <> 'offline'
       AND ($2::text[] IS NULL OR channel = ANY ($2::text[]))
       AND ($3::timestamptz IS NULL OR last_heard_at < $3)
     RETURNING channel, status, version`,
    [accountId, which.channels ?? null, which.silentBefore ?? null],
  )
  return rows.map(toPresence)
}

/** The agents across tenants with a channel not offline and no page heard from since `silentBefore`. */
export async function listSilentAgents(
  db: Queryable,
  silentBefore: Date,
  limit: number,
): Promise<{ tenant_id: string; account_id: string }[]> {
  const { rows } = await db.query<{ tenant_id: string; account_id: string }>(
    'SELECT * FROM channel_presence_silent($1, $2)',
    [silentBefore, limit],
  )
  return rows
}

/**
 * Makes the phone-and-video check of an account (§8) take turns until the transaction ends: the call-centre
 * sign-in and video going online each take this lock before looking at the other, so they cannot both pass.
 */
export async function lockPhoneAndVideo(tx: Queryable, accountId: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('phone-and-video:' || $1))`, [accountId])
}

/** Whether the agent is signed in to the call centre (video cannot go online then, §8). */
export async function isSignedInToCallCentre(tx: Queryable, accountId: string): Promise<boolean> {
  const { rows } = await tx.query<{ signed_in: boolean }>(
    'SELECT signed_in FROM cti_agents WHERE account_id = $1',
    [accountId],
  )
  return rows[0]?.signed_in ?? false
}

/** Whether the agent's video is online (the call-centre sign-in refuses then, §8). */
export async function isVideoOnline(tx: Queryable, accountId: string): Promise<boolean> {
  const { rows } = await tx.query(
    `SELECT 1 FROM channel_presences WHERE account_id = $1 AND channel = 'video' AND status = 'online'`,
    [accountId],
  )
  return rows.length > 0
}
