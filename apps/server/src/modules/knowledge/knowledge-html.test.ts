import { describe, expect, it } from 'vitest'
import { articleText, toSafeArticleHtml } from './knowledge-html'

const IMAGE = '/file/api/v1/file/download/0b6f3f4e-2a1c-4d3b-9e8f-1a2b3c4d5e6f'

describe("an article's body", () => {
  it("keeps headings, tables and the portal's own images, and drops everything else", () => {
    expect(
      toSafeArticleHtml(
        `<h2 style="x">标题</h2><img src="${IMAGE}" onerror="x"><table><tr><td>1</td></tr></table>`,
      ),
    ).toBe(`<h2>标题</h2><img src="${IMAGE}"><table><tr><td>1</td></tr></table>`)
    expect(
      toSafeArticleHtml(
        '<img src="https://evil.example/x.png"><img src="data:image/png;base64,AA"><script>1</script>',
      ),
    ).toBe('')
  })

  it('reads as plain text', () => {
    expect(articleText('<h2>宽带</h2><p>重启&nbsp;路由器</p>')).toBe('宽带\n\n重启 路由器')
  })
})
