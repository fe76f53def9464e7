import pg from 'pg'

/** Reads `call_offers` of a few calls: the evidence behind a call offered to two agents at once. */
const OFFERS_SQL = `
SELECT r.call_id AS "callId", o.account_id AS "accountId", o.offered_at AS "offeredAt", o.ended_at AS "endedAt",
  o.outcome
FROM call_offers o JOIN call_records r ON r.id = o.record_id
WHERE r.call_id = ANY ($1::text[]) ORDER BY r.call_id, o.offered_at`

type OfferRow = {
  callId: string
  accountId: string
  offeredAt: Date
  endedAt: Date | null
  outcome: string | null
}

/**
 * Each call's offers in order, one line each: to whom (the account id's start), when offered and ended (the
 * database's clock, each a transaction's start), and how it ended.
 * @example const lines = await offerTimelines(databaseUrl, ['sim-…'])
 */
export async function offerTimelines(databaseUrl: string, callIds: readonly string[]): Promise<string[]> {
  if (callIds.length === 0) return []
  const owner = new pg.Client({ connectionString: databaseUrl })
  await owner.connect()
  try {
    const { rows } = await owner.query<OfferRow>(OFFERS_SQL, [callIds])
    const time = (at: Date | null) => at?.toISOString().slice(11, 23) ?? 'open'
    return rows.map(
      (row) =>
        `${row.callId}: offered to ${row.accountId.slice(0, 8)} ${time(row.offeredAt)} → ${time(row.endedAt)} ` +
        `${row.outcome ?? 'ringing'}`,
    )
  } finally {
    await owner.end()
  }
}
