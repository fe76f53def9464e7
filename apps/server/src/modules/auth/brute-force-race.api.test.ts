import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESPONSE_CODES } from '@portal/contract'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { postLogin } from '../../../test/login-helpers'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

describe('parallel guesses', () => {
  it('reach the password check no more often than sequential ones', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        postLogin(t.app, 'admin@demo.com', 'Wrong@2026').then((r) => r.json().code),
      ),
    )
    const checked = answers.filter(
      (code) => code === RESPONSE_CODES.FAILURE_LOGIN || code === RESPONSE_CODES.LOGIN_LIMIT,
    )
    expect(checked).toHaveLength(3)
    const refusedUnchecked = [RESPONSE_CODES.LOGIN_CAPTCHA, RESPONSE_CODES.LOGIN_LOCKED] as number[]
    expect(answers.filter((code) => refusedUnchecked.includes(code))).toHaveLength(27)
  })

  it('cannot slip a right password past the captcha in a burst', async () => {
    const burst = await Promise.all([
      ...Array.from({ length: 10 }, () => postLogin(t.app, 'agent01', 'Wrong@2026')),
      postLogin(t.app, 'agent01', 'Agent@2026'),
    ])
    const codes = burst.map((response) => response.json().code)
    const checkedAnswers = [
      RESPONSE_CODES.FAILURE_LOGIN,
      RESPONSE_CODES.LOGIN_LIMIT,
      RESPONSE_CODES.OK,
    ] as number[]
    expect(codes.filter((code) => checkedAnswers.includes(code)).length).toBeLessThanOrEqual(3)
  })
})
