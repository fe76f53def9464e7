import { RESPONSE_CODES } from '@portal/contract'
import { describe, expect, it } from 'vitest'
import { ApiError, NetworkError } from '@/lib/api/api-error'
import { toChangePasswordError } from './change-password-error'

const t = (key: string, options?: Record<string, unknown>) =>
  `t(${key}${options ? JSON.stringify(options) : ''})`

describe('toChangePasswordError', () => {
  it("shows the server's message when there is one", () => {
    expect(toChangePasswordError(new ApiError(RESPONSE_CODES.FAILURE, '原密码错误', 200), t)).toBe(
      '原密码错误',
    )
  })

  it('names the code when the server gave no message', () => {
    expect(toChangePasswordError(new ApiError(RESPONSE_CODES.FAILURE, '', 500), t)).toBe(
      't(auth:changePassword.serverError{"code":20001})',
    )
  })

  it('says system error when the request got no answer', () => {
    expect(toChangePasswordError(new NetworkError('offline'), t)).toBe('t(auth:changePassword.systemError)')
  })
})
