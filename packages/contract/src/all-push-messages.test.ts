import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { definePushMessage } from './push/define-push-message'
import { PUSH_MESSAGES, pushMessageSchema } from './all-push-messages'
import { pushCloseCodeOf } from './push-close-code-of'
import type { Domain } from './core/define-domain'
import { DOMAINS } from './domain-list'
import { hubToTabSchema, tabToHubSchema } from './push/push-hub-protocol'

describe('definePushMessage', () => {
  it('declares the whole frame, its type included, and keeps the close code', () => {
    const declaration = definePushMessage('CALL_OFFERED', z.object({ callId: z.string() }), {
      closeCode: 4001,
    })
    expect(declaration.schema.parse({ type: 'CALL_OFFERED', callId: 'c1' })).toEqual({
      type: 'CALL_OFFERED',
      callId: 'c1',
    })
    expect(declaration.schema.safeParse({ type: 'NEWS', callId: 'c1' }).success).toBe(false)
    expect(declaration.closeCode).toBe(4001)
  })
})

describe('the push message registry', () => {
  it('reads every declared message and nothing else', () => {
    expect(pushMessageSchema.parse({ type: 'NEWS', cursor: 3 })).toEqual({ type: 'NEWS', cursor: 3 })
    expect(pushMessageSchema.safeParse({ type: 'REMOTE_LOGIN', code: 21004, message: 'x' }).success).toBe(
      true,
    )
    expect(pushMessageSchema.safeParse({ type: 'CALL_OFFERED' }).success).toBe(false)
  })

  it('tells which messages end the connection', () => {
    expect(pushCloseCodeOf('REMOTE_LOGIN')).toBe(4001)
    expect(pushCloseCodeOf('SESSION_ENDED')).toBe(4001)
    expect(pushCloseCodeOf('NEWS')).toBeUndefined()
    expect(pushCloseCodeOf('CALL_OFFERED')).toBeUndefined()
    expect(pushCloseCodeOf('constructor')).toBeUndefined()
    // The schema-free lookup the push hub uses answers what every declaration says.
    for (const declaration of PUSH_MESSAGES)
      expect(pushCloseCodeOf(declaration.type), declaration.type).toBe(declaration.closeCode)
  })
})

describe('the push hub protocol', () => {
  it('accepts what tabs and the hub say and refuses anything else', () => {
    expect(tabToHubSchema.safeParse({ kind: 'listen', tabId: 't1' }).success).toBe(true)
    expect(tabToHubSchema.safeParse({ kind: 'listen' }).success).toBe(false)
    expect(hubToTabSchema.safeParse({ kind: 'frame', frame: { type: 'ANY', extra: 1 } }).data).toEqual({
      kind: 'frame',
      frame: { type: 'ANY', extra: 1 },
    })
    expect(hubToTabSchema.safeParse({ kind: 'frame', frame: { cursor: 1 } }).success).toBe(false)
    expect(hubToTabSchema.safeParse({ kind: 'listen', tabId: 't1' }).success).toBe(false)
  })
})

describe('the push message registry', () => {
  it('holds every push message a domain declares, each type once', () => {
    const declared = (DOMAINS as readonly Domain[]).flatMap((domain) => domain.pushMessages ?? [])
    expect(PUSH_MESSAGES).toEqual(declared)
    const types = PUSH_MESSAGES.map((declaration) => declaration.type)
    expect(new Set(types).size).toBe(types.length)
    expect(types).toEqual(expect.arrayContaining(['REMOTE_LOGIN', 'SESSION_ENDED', 'NEWS']))
  })
})
