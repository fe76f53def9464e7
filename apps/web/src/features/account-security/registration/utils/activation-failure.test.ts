import { RESPONSE_CODES } from '@portal/contract'
import { describe, expect, it } from 'vitest'
import { ApiError, NetworkError } from '@/lib/api/api-error'
import { toActivationFailure } from './activation-failure'

const t = (key: string) => `t(${key})`

describe('toActivationFailure', () => {
  it('reads a wrong or expired link as failed, with the message and a way to register again', () => {
    expect(toActivationFailure(new ApiError(RESPONSE_CODES.ACTIVATION_ERROR, '激活失败…', 200), t)).toEqual({
      kind: 'failed',
      message: '激活失败…',
      canRegisterAgain: true,
    })
    expect(toActivationFailure(new ApiError(RESPONSE_CODES.ACTIVATION_TIMEOUT, '', 200), t)).toEqual({
      kind: 'failed',
      message: 't(contract:activation.timeout)',
      canRegisterAgain: true,
    })
  })

  it('says an already registered e-mail in the words of the spec, whatever the server said', () => {
    expect(toActivationFailure(new ApiError(RESPONSE_CODES.ACCOUNT_EXIST, 'duplicate', 200), t)).toEqual({
      kind: 'error',
      message: 't(contract:register.duplicate)',
      canRegisterAgain: true,
    })
  })

  it("shows any other failure's message, or the network error", () => {
    expect(toActivationFailure(new ApiError(RESPONSE_CODES.FAILURE, '请求参数错误', 400), t)).toEqual({
      kind: 'error',
      message: '请求参数错误',
      canRegisterAgain: false,
    })
    expect(toActivationFailure(new NetworkError('offline'), t).message).toBe('t(contract:network.error)')
  })
})
