import { RESPONSE_CODES } from '@portal/contract'
import { describe, expect, it } from 'vitest'
import { ApiError, NetworkError } from '@/lib/api/api-error'
import { serverFieldError } from './server-field-error'

const TEXTS: Record<string, string> = { 'contract:banner.linkInvalid': '链接地址不正确' }
const t = (key: string) => TEXTS[key] ?? key

describe('serverFieldError', () => {
  it('puts a rule the server refused on the field that holds it', () => {
    const error = new ApiError(RESPONSE_CODES.FAILURE, '链接地址不正确', 400)
    expect(serverFieldError(error, { 'banner.linkInvalid': 'link' }, t)).toEqual({
      name: 'link',
      errors: ['链接地址不正确'],
    })
  })

  it('leaves any other failure to the form-wide message', () => {
    expect(
      serverFieldError(
        new ApiError(RESPONSE_CODES.FAILURE, '服务器错误', 500),
        { 'banner.linkInvalid': 'link' },
        t,
      ),
    ).toBeNull()
    expect(serverFieldError(new NetworkError('down'), { 'banner.linkInvalid': 'link' }, t)).toBeNull()
  })
})
