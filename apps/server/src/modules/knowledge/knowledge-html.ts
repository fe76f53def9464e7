import { FILE_DOWNLOAD_PATH } from '@portal/contract'
import { imageSources, toAllowListedHtml, toPlainText } from '../../lib/allow-listed-html'

// An image in an article is one of the portal's uploaded files, by its download address (the download route
// checks the reader's tenant); any other address, a data: URL included, is dropped.
const IMAGE_SOURCE = new RegExp(
  `^${FILE_DOWNLOAD_PATH.replace(':id', '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})')}$`,
  'i',
)

const ARTICLE_ALLOW_LIST = {
  tags: new Set([
    ...['p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'span', 'code', 'pre', 'blockquote'],
    ...['h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'img'],
    ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
  ]),
  isImageSource: (src: string) => IMAGE_SOURCE.test(src),
}

/**
 * An article's body as it is kept: the editor's formatting, links and the portal's own images, from an allow-list.
 * @example toSafeArticleHtml('<p onclick="x">Hi<img src="https://evil/x.png"></p>') // '<p>Hi</p>'
 */
export const toSafeArticleHtml = (html: string) => toAllowListedHtml(html, ARTICLE_ALLOW_LIST)

/** An article's body as plain text: what search reads, excerpts show and an SMS carries (images leave nothing). */
export const articleText = (safeHtml: string) => toPlainText(safeHtml)

/**
 * The files a kept body shows as images, each once (lower case, as the database writes a uuid).
 * @example articleImageIds('<img src="/file/api/v1/file/download/0b6f…">') // ['0b6f…']
 */
export const articleImageIds = (safeHtml: string): string[] => [
  ...new Set(imageSources(safeHtml).flatMap((src) => IMAGE_SOURCE.exec(src)?.[1]?.toLowerCase() ?? [])),
]
