import { timingSafeEqual } from 'node:crypto'
import { newSecretToken, secretHash } from '../../lib/secret-token'
import type { Captcha, CaptchaType } from '@portal/contract'
import type { Database } from '../../db/database'
import { loadOnFirstUse } from '../../lib/load-on-first-use'
import { storeCaptcha, takeCaptchaAnswer } from './captcha-repository'

// It reads and parses its font as it loads: loaded by the first captcha drawn, never on the start's path.
const loadSvgCaptcha = loadOnFirstUse(async () => (await import('svg-captcha')).default)

/** Long enough to read and type a few characters; a captcha is good for one check only. */
const CAPTCHA_TTL_SECONDS = 300

const hash = secretHash
const normalise = (answer: string) => answer.trim().toLowerCase()

/**
 * Draws a picture captcha for one purpose. The answer is stored hashed; only the demo outbox ever shows it.
 * @returns the image as a data URL, the token the answer is checked against (the page's LOCAL_TOKEN), and the
 *   answer, which the caller must not send to the page
 */
export async function issueCaptcha(
  db: Database,
  purpose: CaptchaType,
): Promise<Captcha & { answer: string }> {
  const svgCaptcha = await loadSvgCaptcha()
  const { data, text } = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1iIlL', color: true })
  const token = newSecretToken(24)
  await storeCaptcha(db, {
    tokenHash: hash(token),
    purpose,
    answerHash: hash(normalise(text)),
    ttlSeconds: CAPTCHA_TTL_SECONDS,
  })
  return {
    image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`,
    authorization: token,
    answer: text,
  }
}

/**
 * Checks an answer and uses the captcha up, right or wrong: a captcha is never checked twice.
 * @example if (!(await checkCaptcha(db, 'login', payload.LOCAL_TOKEN, payload.captcha))) throw ...
 */
export async function checkCaptcha(
  db: Database,
  purpose: CaptchaType,
  token: string | undefined,
  answer: string | undefined,
): Promise<boolean> {
  if (!token || !answer) return false
  const stored = await takeCaptchaAnswer(db, hash(token), purpose)
  return stored !== undefined && timingSafeEqual(stored, hash(normalise(answer)))
}
