import { RESPONSE_CODES } from '@portal/contract'
import { describe, expect, it } from 'vitest'
import { isFinalCloseCode, parsePushMessage, reconnectDelayMs, toPushSocketUrl } from './push-socket'

describe('toPushSocketUrl', () => {
  it('uses wss on https and ws on plain http, on the same host and port', () => {
    expect(toPushSocketUrl({ protocol: 'https:', host: 'portal.example.cn' })).toBe(
      'wss://portal.example.cn/ws',
    )
    expect(toPushSocketUrl({ protocol: 'http:', host: '10.0.0.2:8080' })).toBe('ws://10.0.0.2:8080/ws')
  })
})

describe('reconnectDelayMs', () => {
  const attempts = [0, 1, 2, 3, 4, 5, 6, 20]

  it('waits at most a step that doubles from one second and stops growing at ten', () => {
    expect(attempts.map((attempt) => reconnectDelayMs(attempt, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000, 10_000, 10_000,
    ])
  })

  it('waits at least a quarter of the step, never at once', () => {
    expect(attempts.map((attempt) => reconnectDelayMs(attempt, () => 0))).toEqual([
      250, 500, 1000, 2000, 2500, 2500, 2500, 2500,
    ])
  })

  it('spreads the first retries of many pages over its range, by its random draw', () => {
    expect([0.1, 0.5, 0.9].map((draw) => reconnectDelayMs(0, () => draw))).toEqual([325, 625, 925])
    const waits = Array.from({ length: 200 }, () => reconnectDelayMs(0))
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(250)
    expect(Math.max(...waits)).toBeLessThanOrEqual(1000)
    expect(new Set(waits).size).toBeGreaterThan(50)
  })
})

describe('parsePushMessage', () => {
  it('reads a remote-login or session-ended message', () => {
    const frame = JSON.stringify({
      type: 'REMOTE_LOGIN',
      code: RESPONSE_CODES.REMOTE_LOGIN,
      message: '已在别处登录',
    })
    expect(parsePushMessage(frame)).toEqual({
      type: 'REMOTE_LOGIN',
      code: RESPONSE_CODES.REMOTE_LOGIN,
      message: '已在别处登录',
    })
    expect(parsePushMessage(JSON.stringify({ type: 'SESSION_ENDED', code: 10001, message: 'x' }))?.type).toBe(
      'SESSION_ENDED',
    )
  })

  it('reads a NEWS frame with its cursor', () => {
    expect(parsePushMessage(JSON.stringify({ type: 'NEWS', cursor: 42 }))).toEqual({
      type: 'NEWS',
      cursor: 42,
    })
  })

  it('ignores unknown types, malformed JSON and binary frames', () => {
    expect(parsePushMessage(JSON.stringify({ type: 'NEWS', code: 1, message: '' }))).toBeNull()
    expect(parsePushMessage('{not json')).toBeNull()
    expect(parsePushMessage(new ArrayBuffer(2))).toBeNull()
  })
})

describe('isFinalCloseCode', () => {
  it("takes the private range as the server's deliberate close, and anything else as a drop", () => {
    expect([4000, 4001, 4999].map(isFinalCloseCode)).toEqual([true, true, true])
    expect([1000, 1001, 1006, 1011, 3000, 5000].map(isFinalCloseCode)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ])
  })
})
