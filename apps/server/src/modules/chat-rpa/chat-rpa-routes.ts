import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { chatRobotAccountRoute, chatRobotQrCodeRoute, chatRobotQrScanRoute } from '@portal/contract'
import { AppError } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import {
  confirmQrLogin,
  createQrLogin,
  findLatestQrLogin,
  isChatRobotOnline,
  type QrLogin,
} from './qr-login-repository'
import { qrPngBase64 } from './qr-png-base64'

/** A live login can still be scanned; renewing keeps it rather than invalidating the code on screen. */
const isLive = (login: QrLogin) => login.status === 'waiting' || login.status === 'scanned'

/**
 * The chat robot's WeChat Work login (spec §2 message centre subType 610, §4 QR dialog). With no WeChat Work
 * behind the demo, the robot's managing account is a fixed name per product, and the phone's scan is the demo
 * route the QR code points at.
 */
export async function chatRpaRoutes(app: FastifyInstance) {
  serveRoute(app, chatRobotAccountRoute, async ({ params, request }) => ({
    productId: params.productId,
    accountName: `wecom_robot_${params.productId}`,
    isOnline: await request.withTenant((tx) => isChatRobotOnline(tx, params.productId)),
  }))

  serveRoute(app, chatRobotQrCodeRoute, async ({ params, query, request }) => {
    const accountId = request.session?.accountId ?? ''
    const login = await request.withTenant(async (tx) => {
      const latest = await findLatestQrLogin(tx, accountId, params.productId)
      if (latest && (query.renew !== '1' || isLive(latest))) return latest
      return createQrLogin(tx, accountId, params.productId, randomBytes(24).toString('base64url'))
    })
    const scanUrl = `${app.config.publicUrl}${chatRobotQrScanRoute.path.replace(':ticket', login.ticket)}`
    return {
      qrcode: await qrPngBase64(scanUrl),
      status: login.status,
      expiresAt: login.expiresAt.toISOString(),
    }
  })

  if (app.config.isDemo) {
    serveRoute(
      app,
      chatRobotQrScanRoute,
      async ({ params }) => {
        if (!(await confirmQrLogin(app.store.db, params.ticket)))
          throw new AppError('FAILURE', 'ticket.invalid', 404)
        return null
      },
      { perIpPerMinute: 30 },
    )
  }
}
