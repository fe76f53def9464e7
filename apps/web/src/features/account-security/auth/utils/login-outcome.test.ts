import { RESPONSE_CODES } from '@portal/contract'
import { describe, expect, it } from 'vitest'
import { ApiError, NetworkError } from '@/lib/api/api-error'
import { toLoginDialog, toLoginFailure } from './login-outcome'

const failure = (code: number, data: unknown = null) =>
  toLoginFailure(new ApiError(code, 'message', 200, { data }))

describe('toLoginFailure', () => {
  it('asks for the protocol agreement on FORCED_AGREE_PROTOCOL', () => {
    expect(failure(RESPONSE_CODES.FORCED_AGREE_PROTOCOL).outcome).toEqual({ kind: 'agreeProtocol' })
  })

  it('opens the second authentication with the handle and masked phone the answer carries', () => {
    const data = { secondAuthCode: 'sa-1', phone: '138****0002' }
    expect(failure(RESPONSE_CODES.LONGIN_SECOND_AUTH, data).outcome).toEqual({
      kind: 'secondAuth',
      secondAuthCode: 'sa-1',
      phone: '138****0002',
      methods: ['sms'],
      mustEnrol: false,
    })
  })

  it('opens the second step with the factors the answer names, or the enrolment a role requires', () => {
    const data = { secondAuthCode: 'sa-2', methods: ['totp', 'passkey', 'recovery'], mustEnrol: false }
    expect(failure(RESPONSE_CODES.LONGIN_SECOND_AUTH, data).outcome).toEqual({
      kind: 'secondAuth',
      secondAuthCode: 'sa-2',
      phone: '',
      methods: ['totp', 'passkey', 'recovery'],
      mustEnrol: false,
    })
    const enrol = { secondAuthCode: 'sa-3', methods: [], mustEnrol: true }
    expect(failure(RESPONSE_CODES.LONGIN_SECOND_AUTH, enrol).outcome).toMatchObject({
      methods: [],
      mustEnrol: true,
    })
  })

  it('shows the message when a second authentication comes without its handle', () => {
    expect(failure(RESPONSE_CODES.LONGIN_SECOND_AUTH).outcome).toEqual({ kind: 'showMessage' })
  })

  it('opens the password change on UPDATE_PASSWORD and the risk confirm on CONFIRM_WEAK_PWD', () => {
    expect(failure(RESPONSE_CODES.UPDATE_PASSWORD).outcome).toEqual({ kind: 'changePassword' })
    expect(failure(RESPONSE_CODES.CONFIRM_WEAK_PWD).outcome).toEqual({ kind: 'confirmWeakPassword' })
  })

  it('requires the captcha after the failed-login limit or a captcha failure, and shows the message', () => {
    for (const code of [RESPONSE_CODES.LOGIN_LIMIT, RESPONSE_CODES.LOGIN_CAPTCHA]) {
      expect(failure(code, { captchaRequired: true })).toEqual({
        outcome: { kind: 'showMessage' },
        isCaptchaRequired: true,
      })
      expect(failure(code).isCaptchaRequired).toBe(true)
    }
  })

  it('requires the captcha whenever an answer says so, whatever its code', () => {
    expect(failure(RESPONSE_CODES.FAILURE_LOGIN, { captchaRequired: true }).isCaptchaRequired).toBe(true)
    expect(failure(RESPONSE_CODES.FAILURE_LOGIN).isCaptchaRequired).toBe(false)
  })

  it('shows the message for a lock, a stopped account and anything else', () => {
    for (const code of [RESPONSE_CODES.LOGIN_LOCKED, RESPONSE_CODES.LOGIN_STOP, RESPONSE_CODES.FAILURE]) {
      expect(failure(code, { lockedUntil: '2026-11-21T10:00:00Z' }).outcome).toEqual({ kind: 'showMessage' })
    }
  })

  it('shows the message for a request that got no answer, and ignores malformed data', () => {
    expect(toLoginFailure(new NetworkError('offline'))).toEqual({
      outcome: { kind: 'showMessage' },
      isCaptchaRequired: false,
    })
    expect(failure(RESPONSE_CODES.LONGIN_SECOND_AUTH, 'not an object').outcome).toEqual({
      kind: 'showMessage',
    })
  })
})

describe('toLoginDialog', () => {
  it('opens the dialog each outcome asks for, and none for a message', () => {
    expect(toLoginDialog({ kind: 'agreeProtocol' })).toEqual({ kind: 'protocol' })
    const secondAuth = {
      kind: 'secondAuth',
      secondAuthCode: 'sa',
      phone: '138****0002',
      methods: ['sms'],
      mustEnrol: false,
    } as const
    expect(toLoginDialog({ ...secondAuth, methods: [...secondAuth.methods] })).toEqual(secondAuth)
    expect(toLoginDialog({ kind: 'changePassword' })).toEqual({ kind: 'changePassword' })
    expect(toLoginDialog({ kind: 'confirmWeakPassword' })).toEqual({ kind: 'weakPassword' })
    expect(toLoginDialog({ kind: 'showMessage' })).toBeNull()
  })
})
