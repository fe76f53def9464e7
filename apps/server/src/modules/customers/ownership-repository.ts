import type { Queryable } from '../../db/database'

/**
 * Takes a customer from the high seas for an account. The row's lock makes a second claim wait for the first
 * and then find an owner, so a customer is claimed at most once.
 * @returns 'claimed'; 'mine' or 'taken' when it already has an owner; null when the tenant has no such customer
 */
export async function claimCustomer(
  tx: Queryable,
  id: string,
  accountId: string,
): Promise<'claimed' | 'mine' | 'taken' | null> {
  const { rowCount } = await tx.query(
    `UPDATE customers SET owner_account_id = $2, claimed_at = now()
     WHERE id = $1 AND owner_account_id IS NULL`,
    [id, accountId],
  )
  if (rowCount === 1) return 'claimed'
  return ownerState(tx, id, accountId, 'mine', 'taken')
}

/**
 * Gives an account's customer back to the high seas.
 * @returns 'released'; 'notYours' when another account owns it or nobody does; null when there is no such customer
 */
export async function releaseCustomer(
  tx: Queryable,
  id: string,
  accountId: string,
): Promise<'released' | 'notYours' | null> {
  const { rowCount } = await tx.query(
    `UPDATE customers SET owner_account_id = NULL, claimed_at = NULL
     WHERE id = $1 AND owner_account_id = $2`,
    [id, accountId],
  )
  if (rowCount === 1) return 'released'
  return ownerState(tx, id, accountId, 'notYours', 'notYours')
}

async function ownerState<Mine, Other>(
  tx: Queryable,
  id: string,
  accountId: string,
  mine: Mine,
  other: Other,
): Promise<Mine | Other | null> {
  const { rows } = await tx.query<{ owner: string | null }>(
    'SELECT owner_account_id AS owner FROM customers WHERE id = $1',
    [id],
  )
  if (!rows[0]) return null
  return rows[0].owner === accountId ? mine : other
}
