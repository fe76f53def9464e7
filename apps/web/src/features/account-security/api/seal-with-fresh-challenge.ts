import { sealPassword } from '../utils/seal-password'
import { getLoginChallenge } from './get-login-challenge'

/**
 * Seals a password to a challenge fetched for it alone: every sealed value carries its own single-use nonce, so
 * two passwords in one request (current and new) need two challenges.
 * @example const [password, newPassword] = await Promise.all([sealWithFreshChallenge(a), sealWithFreshChallenge(b)])
 */
export const sealWithFreshChallenge = async (password: string): Promise<string> =>
  sealPassword(await getLoginChallenge(), password)
