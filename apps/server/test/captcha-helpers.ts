import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { CaptchaType } from '@portal/contract'
import type { DataStore } from '../src/start/data-store'
import { ownerQuery } from './owner-query'

const sha256 = (value: string) => createHash('sha256').update(value).digest()

/**
 * A captcha whose answer the test knows: the answer never leaves the server, so the test rewrites the stored
 * hash (as the migration user) to that of an answer of its choosing.
 */
export async function solvableCaptcha(
  app: FastifyInstance,
  store: DataStore,
  type: CaptchaType,
  answer = 'abcd',
) {
  const captcha = (await app.inject({ method: 'GET', url: `/user/captcha?captchaType=${type}` })).json().data
  await ownerQuery(store, 'UPDATE captchas SET answer_hash = $1 WHERE token_hash = $2', [
    sha256(answer),
    sha256(captcha.authorization),
  ])
  return { captcha: answer, LOCAL_TOKEN: captcha.authorization as string }
}
