import { describe, expect, it } from 'vitest'
import { toMailText, toSafeMailHtml } from './mail-html'

describe('the e-mail body', () => {
  it('keeps the editor formatting and a web link, and escapes text again', () => {
    const html = '<p>Dear <strong>Ms Li</strong> &amp; co,</p><ul><li>one</li><li>two &lt;3</li></ul>'
    expect(toSafeMailHtml(html)).toBe(html)
    expect(toSafeMailHtml('<p><a href="https://example.com/a?b=1&amp;c=2" target="_blank">x</a></p>')).toBe(
      '<p><a href="https://example.com/a?b=1&amp;c=2">x</a></p>',
    )
  })

  it('drops scripts with their content, event handlers, styles, unsafe links and unknown tags', () => {
    const html =
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><img src=x onerror=alert(1)>' +
      '<a href="javascript:alert(1)">bad</a><a href=" JaVaScRiPt:x">also</a><style>p{}</style><iframe src="x">in</iframe>'
    expect(toSafeMailHtml(html)).toBe('<p>Hi</p><a>bad</a><a>also</a>')
  })

  it('cannot be tricked into a tag by a lone angle bracket, a comment or an attribute holding one', () => {
    expect(toSafeMailHtml('a < b <!-- <script>x</script> --> c')).toBe('a &lt; b  c')
    expect(toSafeMailHtml('<p title="<script>">t</p><<script>script>x')).toBe('<p>t</p>&lt;')
  })

  it('reads as plain text with paragraphs, list items and link addresses', () => {
    const html =
      '<p>Hello&nbsp;there</p><ol><li>first</li><li>see <a href="https://a.example">this</a></li></ol><p>Bye<br>Li</p>'
    expect(toMailText(html)).toBe('Hello there\n\n- first\n- see this (https://a.example)\n\nBye\nLi')
  })
})
