import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { PUSH_CLOSE_CODES, definePushMessage, newsPush } from '@portal/contract'
import { declaredPush } from './push-publication'
import { framesOf } from './push-frames'

const noticePush = definePushMessage('NOTICE', z.object({ code: z.number().int(), text: z.string() }), {
  closeCode: PUSH_CLOSE_CODES.sessionEnded,
})

describe('declaredPush', () => {
  it('builds a publication of the message, leaving localized fields to each socket, closing as declared', () => {
    expect(
      declaredPush(noticePush, {
        audience: { sessionIds: ['s1'] },
        payload: { code: 7 },
        localized: { text: 'session.expired' },
      }),
    ).toEqual({
      audience: { sessionIds: ['s1'] },
      message: { type: 'NOTICE', code: 7 },
      localized: { text: 'session.expired' },
      closeCode: PUSH_CLOSE_CODES.sessionEnded,
    })
    expect(declaredPush(newsPush, { audience: { tenantId: 't1' }, payload: { cursor: 3 } })).toEqual({
      audience: { tenantId: 't1' },
      message: { type: 'NEWS', cursor: 3 },
    })
  })

  it('refuses a message its declaration does not accept', () => {
    const badCursor = { cursor: 1.5 }
    expect(() => declaredPush(newsPush, { audience: { tenantId: 't1' }, payload: badCursor })).toThrow()
  })
})

describe('framesOf', () => {
  it('serialises the frame once per language, and none for a publication that only closes', () => {
    const frameIn = framesOf(
      declaredPush(noticePush, {
        audience: { sessionIds: ['s1'] },
        payload: { code: 7 },
        localized: { text: 'session.expired' },
      }),
    )
    expect(JSON.parse(frameIn('en-US') ?? '')).toEqual({
      type: 'NOTICE',
      code: 7,
      text: 'Your session has expired; please log in again',
    })
    expect(frameIn('zh-CN')).toBe(frameIn('zh-CN'))
    expect(framesOf({ audience: { sessionIds: ['s1'] }, closeCode: 4000 })('zh-CN')).toBeNull()
  })
})
