/**
 * Plain text (a call's note) as rich-text paragraphs, its characters escaped: the start of a work order's
 * description.
 * @example plainTextHtml('a < b\nc') // '<p>a &lt; b</p><p>c</p>'
 */
export const plainTextHtml = (text: string): string =>
  text.trim() === ''
    ? ''
    : text
        .split('\n')
        .map((line) => {
          const escaped = line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
          return `<p>${escaped}</p>`
        })
        .join('')
