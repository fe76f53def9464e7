import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { definePushMessage } from './define-push-message'
import { findPushMessage, pushMessageSchema } from './push-messages'
import { hubToTabSchema, tabToHubSchema } from './push-hub-protocol'

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
    expect(findPushMessage('REMOTE_LOGIN')?.closeCode).toBe(4001)
    expect(findPushMessage('SESSION_ENDED')?.closeCode).toBe(4001)
    expect(findPushMessage('NEWS')?.closeCode).toBeUndefined()
    expect(findPushMessage('CALL_OFFERED')).toBeUndefined()
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
