import { describe, expect, it } from 'vitest'
import { RESPONSE_CODES } from '@portal/contract'
import { useDemoApp } from '../../../test/demo-app'
import { ownerQuery } from '../../../test/owner-query'
import { qrPngBase64 } from './qr-png-base64'

const t = useDemoApp(['admin'])

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

const qrcode = async (productId: string, query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/chat/api/v1/rpa/login/qrcode/${productId}${query}`,
    headers: { cookie: t.admin },
  })
  expect(response.json().code, response.body).toBe(RESPONSE_CODES.OK)
  return response.json().data as { qrcode: string; status: string; expiresAt: string }
}
const account = async (productId: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/chat/api/v1/rpa/wechatwork/manage/account/${productId}`,
      headers: { cookie: t.admin },
    })
  ).json().data
const ticketOf = async (productId: string) =>
  (
    await ownerQuery<{ ticket: string }>(
      t.store,
      'SELECT ticket FROM chat_robot_qr_logins WHERE product_id = $1 ORDER BY created_at DESC LIMIT 1',
      [productId],
    )
  )[0]?.ticket ?? ''
const scan = (ticket: string) =>
  t.app.inject({ method: 'POST', url: `/chat/api/v1/rpa/login/scan/${ticket}`, payload: {} })

describe('the chat-robot QR login', () => {
  it('gives a PNG QR code valid two minutes, the same one on every poll', async () => {
    const first = await qrcode('robot-1', '?renew=1')
    expect(Buffer.from(first.qrcode, 'base64').subarray(0, 8)).toEqual(PNG_SIGNATURE)
    expect(first.status).toBe('waiting')
    const validFor = Date.parse(first.expiresAt) - Date.now()
    expect(validFor).toBeGreaterThan(100_000)
    expect(validFor).toBeLessThanOrEqual(120_000)
    expect(await qrcode('robot-1')).toEqual(first)
    expect(await qrcode('robot-1', '?renew=1')).toEqual(first)
  })

  it('is confirmed by the scan, which the poll and the robot account then show', async () => {
    expect(await account('robot-2')).toEqual({
      productId: 'robot-2',
      accountName: expect.stringContaining('robot-2'),
      isOnline: false,
    })
    await qrcode('robot-2', '?renew=1')
    expect((await scan(await ticketOf('robot-2'))).json().code).toBe(RESPONSE_CODES.OK)
    expect((await qrcode('robot-2')).status).toBe('confirmed')
    expect((await account('robot-2')).isOnline).toBe(true)
    expect((await scan(await ticketOf('robot-2'))).statusCode).toBe(404)
  })

  it('reads expired once its time is up, cannot be scanned then, and renews to a fresh code', async () => {
    const first = await qrcode('robot-3', '?renew=1')
    const ticket = await ticketOf('robot-3')
    await ownerQuery(t.store, `UPDATE chat_robot_qr_logins SET expires_at = now() WHERE ticket = $1`, [
      ticket,
    ])
    expect((await qrcode('robot-3')).status).toBe('expired')
    expect((await scan(ticket)).statusCode).toBe(404)
    const renewed = await qrcode('robot-3', '?renew=1')
    expect(renewed.status).toBe('waiting')
    expect(renewed.qrcode).not.toBe(first.qrcode)
    expect((await account('robot-3')).isOnline).toBe(false)
  })

  it('encodes the scan route of the public address with the ticket', async () => {
    const { qrcode: image } = await qrcode('robot-4', '?renew=1')
    const ticket = await ticketOf('robot-4')
    expect(ticket).toMatch(/^[\w-]{32}$/)
    expect(image).toBe(await qrPngBase64(`${t.config.publicUrl}/chat/api/v1/rpa/login/scan/${ticket}`))
  })
})
