import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type { KannelConfig } from '../../../config/env'
import type { SmsProvider } from './sms-port'

/** The route Kannel calls back with each delivery report (the contract's smsDeliveryReportRoute). */
export const KANNEL_REPORT_PATH = '/sms/delivery-report'
const TIMEOUT_MS = 10_000
/**
 * Kannel's dlr-mask: the final reports only, delivered, undelivered and SMSC reject (1+2+16). Kannel fills the status
 * (%d) into the one report address, so its token cannot cover the status: a message takes a single report, and
 * asking for no interim ones means the address is seen only once it has been used.
 */
const FINAL_REPORTS = '19'

/**
 * Sends through Kannel's smsbox HTTP sendsms interface, asking for the final delivery report at a dlr-url that
 * carries a token signed with a key drawn from the Kannel password, so the report route needs no session. Failures carry
 * the HTTP status only: the request URL holds the credentials and the text (codes), and never reaches a log.
 * @example createKannelSms({ sendsmsUrl: 'http://127.0.0.1:13013/cgi-bin/sendsms', username: 'portal', password, sender: undefined, reportBaseUrl: 'http://127.0.0.1:8080' })
 */
export function createKannelSms(config: KannelConfig): SmsProvider {
  const key = createHash('sha256').update(`sms-delivery-report:${config.password}`).digest()
  const sign = (id: string) => createHmac('sha256', key).update(id).digest('base64url')
  return {
    name: 'kannel',
    isInline: false,
    deliver: async ({ id, to, body }) => {
      const report = new URL(KANNEL_REPORT_PATH, config.reportBaseUrl)
      report.search = new URLSearchParams({ id, token: sign(id) }).toString()
      const query = new URLSearchParams({
        username: config.username,
        password: config.password,
        to,
        text: body,
        charset: 'UTF-8',
        // UCS-2 for anything beyond ASCII (Chinese); Kannel splits long texts (concatenation) itself.
        coding: /^[\x20-\x7e\n\r]*$/.test(body) ? '0' : '2',
        'dlr-mask': FINAL_REPORTS,
        'dlr-url': `${report.toString()}&status=%d`,
        ...(config.sender && { from: config.sender }),
      })
      let response: Response
      try {
        response = await fetch(`${config.sendsmsUrl}?${query.toString()}`, {
          signal: AbortSignal.timeout(TIMEOUT_MS),
        })
      } catch (error) {
        const { name, cause } = (error ?? {}) as { name?: string; cause?: { code?: string } }
        // eslint-disable-next-line preserve-caught-error -- the error may quote the URL, which holds the credentials
        throw new Error(`Kannel not reached (${cause?.code ?? name ?? 'unknown'})`)
      }
      const answer = (await response.text()).slice(0, 80)
      if (response.status !== 202 && response.status !== 200)
        throw new Error(`Kannel refused (${response.status} ${answer.replace(/[^\w :.-]/g, '')})`)
      return null
    },
    verifyReport: (id, token) => {
      const expected = Buffer.from(sign(id))
      const given = Buffer.from(token)
      return given.length === expected.length && timingSafeEqual(given, expected)
    },
  }
}
