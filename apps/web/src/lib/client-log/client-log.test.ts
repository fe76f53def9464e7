import { describe, expect, it } from 'vitest'
import { createClientLog } from './client-log'
import { clientLogFileText } from './download-client-log'
import { redactSecrets } from './redact'

const TICKET = 'q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c'
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.c2lnbmF0dXJl'
const SID = 'portal_sid=s%3Aabcdef0123456789'

describe('the client log', () => {
  it('keeps only the most recent entries', () => {
    const log = createClientLog(3)
    for (const path of ['/a', '/b', '/c', '/d']) log.record({ kind: 'navigation', path })
    expect(log.list().map((entry) => (entry.kind === 'navigation' ? entry.path : ''))).toEqual([
      '/b',
      '/c',
      '/d',
    ])
  })

  it('never lets anything token-like into the exported file', () => {
    const log = createClientLog()
    log.record({ kind: 'navigation', path: `/extendIframe?url=%2Fa&ticket=${TICKET}` })
    log.record({ kind: 'navigation', path: `/portal#token=${TICKET}` })
    log.record({
      kind: 'api',
      method: 'POST',
      path: `/api/v1/extend/ticket?token=${TICKET}`,
      code: 20001,
      status: 400,
    })
    log.record({
      kind: 'error',
      message: `Failed: Authorization: Bearer ${JWT}`,
      source: `/assets/a.js?v=${TICKET}`,
    })
    log.record({ kind: 'error', message: `cookie ${SID}; token=${TICKET}`, source: null })
    log.record({
      kind: 'error',
      message: `fetch /a?ticket=${TICKET} gave ${JWT} and "password":"Secret@2026"`,
      source: null,
    })

    const text = clientLogFileText(log, 'Chrome/120')
    for (const secret of [TICKET, JWT, 'abcdef0123456789', 'Secret@2026', 'ticket=', 'token=q']) {
      expect(text).not.toContain(secret)
    }
    expect(text).toContain('/extendIframe')
    expect(text).toContain('/api/v1/extend/ticket')
    expect(text).toContain('20001')
  })

  it('keeps ordinary words, ids in UUID form and response codes readable', () => {
    const id = '0b9e6a52-6f4c-4e8e-9d51-5d6c1c2b7a10'
    expect(redactSecrets(`work order ${id} failed with 20001`)).toBe(`work order ${id} failed with 20001`)
    expect(redactSecrets('Why? Because.')).toBe('Why? Because.')
  })
})
