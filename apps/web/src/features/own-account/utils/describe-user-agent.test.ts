import { describe, expect, it } from 'vitest'
import { describeUserAgent } from './describe-user-agent'

describe('describeUserAgent', () => {
  it('names Chrome on Windows, Edge on Windows, Safari on an iPhone and Firefox on Linux', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome 120', os: 'Windows' })
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0',
      ),
    ).toEqual({ browser: 'Edge 120', os: 'Windows' })
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari 17', os: 'iOS' })
    expect(
      describeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'),
    ).toEqual({
      browser: 'Firefox 128',
      os: 'Linux',
    })
  })

  it('says nothing of an agent it does not know or that is missing', () => {
    expect(describeUserAgent('curl/8.0')).toEqual({ browser: null, os: null })
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null })
  })
})
