import { z } from 'zod'
import { defineRoute } from '../core/define-route'

export const QR_POLL_INTERVAL_MS = 2000
export const QR_START_WAIT_MS = 5000

/** The states of a chat-robot QR login, as the QR dialog polls them every 2 s. */
export const QR_LOGIN_STATUS = {
  waiting: 'waiting',
  scanned: 'scanned',
  confirmed: 'confirmed',
  expired: 'expired',
} as const
export type QrLoginStatus = (typeof QR_LOGIN_STATUS)[keyof typeof QR_LOGIN_STATUS]

/** The WeChat Work account a chat robot (productId) is managed by, and whether it is logged in. */
export const chatRobotAccountRoute = defineRoute({
  method: 'GET',
  path: '/chat/api/v1/rpa/wechatwork/manage/account/:productId',
  access: 'session',
  params: z.object({ productId: z.string().min(1).max(64) }),
  response: z.object({ productId: z.string(), accountName: z.string(), isOnline: z.boolean() }),
})

/**
 * The QR code to scan and the login's status; polled while the dialog is open. `qrcode` is the bare base64 of a
 * PNG (no `data:` prefix: show it as `data:image/png;base64,${qrcode}`). A poll answers the user's latest ticket,
 * so an unconfirmed one reads 'expired' once its 2 minutes are up; `renew=1` (on opening the dialog, or to
 * refresh an expired code) keeps a ticket still waiting or scanned and otherwise starts a new one.
 */
export const chatRobotQrCodeRoute = defineRoute({
  method: 'GET',
  path: '/chat/api/v1/rpa/login/qrcode/:productId',
  access: 'session',
  params: z.object({ productId: z.string().min(1).max(64) }),
  query: z.object({ renew: z.enum(['0', '1']).optional() }),
  response: z.object({
    qrcode: z.string(),
    status: z.enum(Object.values(QR_LOGIN_STATUS) as [QrLoginStatus, ...QrLoginStatus[]]),
    expiresAt: z.string(),
  }),
})

/**
 * Demo only: what the phone does when the QR code is scanned, so the whole flow works with no WeChat Work.
 * The QR code encodes this URL with its ticket.
 */
export const chatRobotQrScanRoute = defineRoute({
  method: 'POST',
  path: '/chat/api/v1/rpa/login/scan/:ticket',
  access: 'demo',
  params: z.object({ ticket: z.string().min(16).max(128) }),
  response: z.null(),
})
