import { RESPONSE_CODES } from '@portal/contract'
import { describe, expect, it } from 'vitest'
import { ApiError, NetworkError } from './api-error'
import { toErrorMessage } from './error-message'

const t = (key: string) => `t(${key})`

describe('toErrorMessage', () => {
  it("shows the server's message when the answer carries one", () => {
    const error = new ApiError(RESPONSE_CODES.FAILURE_LOGIN, '账号或密码错误', 401)
    expect(toErrorMessage(error, t)).toBe('账号或密码错误')
  })

  it('falls back to the server error text when the answer has no message', () => {
    expect(toErrorMessage(new ApiError(RESPONSE_CODES.FAILURE, '', 502), t)).toBe('t(contract:server.error)')
    expect(toErrorMessage(new Error('unexpected'), t)).toBe('t(contract:server.error)')
  })

  it('shows the network error text when the request got no answer', () => {
    expect(toErrorMessage(new NetworkError('offline'), t)).toBe('t(contract:network.error)')
  })
})
