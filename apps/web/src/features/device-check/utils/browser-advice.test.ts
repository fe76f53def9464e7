import { describe, expect, it } from 'vitest'
import { browserAdviceOf } from './browser-advice'

const chrome = (version: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version}.0.0.0 Safari/537.36`

describe('browserAdviceOf', () => {
  it('recommends Chrome 76 to 95 and says when a Chrome is outside that range', () => {
    expect(browserAdviceOf(chrome(76))).toEqual({ kind: 'recommended', version: 76 })
    expect(browserAdviceOf(chrome(95))).toEqual({ kind: 'recommended', version: 95 })
    expect(browserAdviceOf(chrome(75))).toEqual({ kind: 'outOfRange', version: 75 })
    expect(browserAdviceOf(chrome(140))).toEqual({ kind: 'outOfRange', version: 140 })
  })

  it('tells other browsers apart', () => {
    expect(browserAdviceOf('Mozilla/5.0 (Windows NT 10.0; rv:128.0) Gecko/20100101 Firefox/128.0')).toEqual({
      kind: 'notChrome',
    })
    expect(browserAdviceOf(`${chrome(90)} Edg/90.0.818.46`)).toEqual({ kind: 'notChrome' })
  })
})
