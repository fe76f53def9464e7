import type { FastifyInstance } from 'fastify'
import { setStaffPasswordRoute } from '@portal/contract'
import { serveRoute } from '../../lib/serve-route'
import { setPasswordWithToken } from './set-password-service'

/** Guesses at a link's token are few per address: the token has 256 bits, this only keeps the noise down. */
const SET_PASSWORD_PER_IP_PER_MINUTE = 20

/** The public set-password page's call: the e-mailed token and the member's new password. */
export async function setPasswordRoutes(app: FastifyInstance) {
  const { db, loginKey, staleNotices } = app.store
  serveRoute(
    app,
    setStaffPasswordRoute,
    async ({ body, request }) => ({
      account: await setPasswordWithToken({ db, staleNotices, loginKey, pushBus: app.pushBus }, request, {
        token: body.token,
        sealedPassword: body.password,
        isWeakConfirmed: body.confirmWeakPwd === 1,
      }),
    }),
    { perIpPerMinute: SET_PASSWORD_PER_IP_PER_MINUTE },
  )
}
