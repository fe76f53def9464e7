import { describe, expect, it } from 'vitest'
import { toPlainExcerpt } from './html-excerpt'

describe('toPlainExcerpt', () => {
  it('keeps only the text of the HTML, with entities decoded and spaces collapsed', () => {
    expect(toPlainExcerpt('<p>今晚&nbsp;<b>维护</b></p>\n<p>A &amp; B &#60;C&#x3e;</p>')).toBe(
      '今晚 维护 A & B <C>',
    )
  })

  it('drops script and style bodies entirely', () => {
    expect(toPlainExcerpt('<style>p{color:red}</style><p>Hi</p><script>alert(1)</script>')).toBe('Hi')
  })

  it('cuts long text with an ellipsis', () => {
    expect(toPlainExcerpt(`<p>${'x'.repeat(200)}</p>`, 10)).toBe(`${'x'.repeat(10)}…`)
  })
})
