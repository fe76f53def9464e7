import { describe, expect, it } from 'vitest'
import { articleImageIds, articleText, toSafeArticleHtml } from './knowledge-html'

const ID = '0b6f3f4e-2a1c-4d3b-9e8f-1a2b3c4d5e6f'
const IMAGE = `/file/api/v1/file/download/${ID}`

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

  it("keeps an image's alt, escaped, and nothing else of its attributes", () => {
    expect(
      toSafeArticleHtml(`<img src="${IMAGE}" alt='光猫 "正面".png' width="300" title="t" style="x">`),
    ).toBe(`<img src="${IMAGE}" alt="光猫 &quot;正面&quot;.png">`)
    expect(toSafeArticleHtml(`<img src="${IMAGE}?locale=zh-CN" alt="x">`)).toBe('')
  })

  it('reads as plain text, in which an image leaves neither its address nor its alt', () => {
    expect(articleText('<h2>宽带</h2><p>重启&nbsp;路由器</p>')).toBe('宽带\n\n重启 路由器')
    expect(
      articleText(toSafeArticleHtml(`<p>看图</p><img src="${IMAGE}" alt="diagram-2026.png"><p>完</p>`)),
    ).toBe('看图\n\n完')
  })

  it('names the files it shows as images, each once', () => {
    const upper = IMAGE.toUpperCase().replace('/FILE/API/V1/FILE/DOWNLOAD/', '/file/api/v1/file/download/')
    expect(
      articleImageIds(toSafeArticleHtml(`<img src="${IMAGE}"><p>x</p><img src="${upper}" alt="b">`)),
    ).toEqual([ID])
    expect(articleImageIds('<p>没有图</p>')).toEqual([])
  })
})
