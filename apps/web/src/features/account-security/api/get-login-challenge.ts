import { loginChallengeRoute } from '@portal/contract'
import { callApi } from '@/lib/api/call-api'

/** A fresh RSA key and single-use nonce; every login attempt fetches its own, so it is never cached. */
export const getLoginChallenge = () => callApi(loginChallengeRoute)
