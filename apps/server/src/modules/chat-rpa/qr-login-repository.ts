import type { QrLoginStatus } from '@portal/contract'
import type { Database, Queryable } from '../../db/database'

/** How long a QR code may be scanned. */
const QR_TICKET_TTL_SECONDS = 120

export type QrLogin = { ticket: string; status: QrLoginStatus; expiresAt: Date }

type Row = { ticket: string; status: QrLoginStatus; expires_at: Date }

// 'expired' is read, not stored: a login still unconfirmed at its expiry time is over.
const SELECT_LOGIN = `SELECT ticket, expires_at,
  CASE WHEN status <> 'confirmed' AND expires_at <= now() THEN 'expired' ELSE status END AS status
  FROM chat_robot_qr_logins`

const toLogin = (row: Row): QrLogin => ({ ticket: row.ticket, status: row.status, expiresAt: row.expires_at })

/** The user's latest QR login for a chat robot. */
export async function findLatestQrLogin(
  tx: Queryable,
  accountId: string,
  productId: string,
): Promise<QrLogin | null> {
  const { rows } = await tx.query<Row>(
    `${SELECT_LOGIN} WHERE account_id = $1 AND product_id = $2 ORDER BY created_at DESC, id LIMIT 1`,
    [accountId, productId],
  )
  return rows[0] ? toLogin(rows[0]) : null
}

/** Starts a QR login with a fresh ticket, and forgets the robot's logins that expired unconfirmed. */
export async function createQrLogin(
  tx: Queryable,
  accountId: string,
  productId: string,
  ticket: string,
): Promise<QrLogin> {
  await tx.query(
    `DELETE FROM chat_robot_qr_logins WHERE product_id = $1 AND status <> 'confirmed' AND expires_at <= now()`,
    [productId],
  )
  const { rows } = await tx.query<Row>(
    `INSERT INTO chat_robot_qr_logins (tenant_id, account_id, product_id, ticket, expires_at)
     VALUES (current_tenant_id(), $1, $2, $3, now() + make_interval(secs => $4))
     RETURNING ticket, status, expires_at`,
    [accountId, productId, ticket, QR_TICKET_TTL_SECONDS],
  )
  return toLogin(rows[0] as Row)
}

/** Whether anyone of the tenant has logged the chat robot in. */
export async function isChatRobotOnline(tx: Queryable, productId: string): Promise<boolean> {
  const { rows } = await tx.query(
    `SELECT 1 FROM chat_robot_qr_logins WHERE product_id = $1 AND status = 'confirmed' LIMIT 1`,
    [productId],
  )
  return rows.length > 0
}

/** The phone confirms a login by its ticket alone (no session, so no tenant yet). */
export async function confirmQrLogin(db: Database, ticket: string): Promise<boolean> {
  const { rows } = await db.query<{ ok: boolean }>('SELECT chat_robot_qr_confirm($1) AS ok', [ticket])
  return rows[0]?.ok === true
}
