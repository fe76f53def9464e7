import { describe, expect, it } from 'vitest'
import { plainTextHtml } from './plain-text-html'

describe('plainTextHtml', () => {
  it('makes each line a paragraph with its markup characters escaped', () => {
    expect(plainTextHtml('客户说 <b>网断了</b> & 很急\n请回电')).toBe(
      '<p>客户说 &lt;b&gt;网断了&lt;/b&gt; &amp; 很急</p><p>请回电</p>',
    )
  })

  it('gives nothing for a blank note, so the description stays empty', () => {
    expect(plainTextHtml('  \n ')).toBe('')
  })
})
