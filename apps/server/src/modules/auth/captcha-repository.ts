import type { CaptchaType } from '@portal/contract'
import type { Database } from '../../db/database'

/** Keeps a captcha's answer (hashed) under its token's hash, dropping the expired ones. */
export async function storeCaptcha(
  db: Database,
  captcha: { tokenHash: Buffer; purpose: CaptchaType; answerHash: Buffer; ttlSeconds: number },
): Promise<void> {
  await db.query('DELETE FROM captchas WHERE expires_at < now()')
  await db.query(
    `INSERT INTO captchas (token_hash, purpose, answer_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [captcha.tokenHash, captcha.purpose, captcha.answerHash, captcha.ttlSeconds],
  )
}

/** Takes a live captcha out (it is checked once, right or wrong). @returns its answer's hash, or undefined */
export async function takeCaptchaAnswer(
  db: Database,
  tokenHash: Buffer,
  purpose: CaptchaType,
): Promise<Buffer | undefined> {
  const { rows } = await db.query<{ answer_hash: Buffer }>(
    'DELETE FROM captchas WHERE token_hash = $1 AND purpose = $2 AND expires_at > now() RETURNING answer_hash',
    [tokenHash, purpose],
  )
  return rows[0]?.answer_hash
}
