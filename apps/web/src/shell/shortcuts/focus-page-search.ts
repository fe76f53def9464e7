import { PAGE_CONTENT_ID } from '../frame/skip-link'

// A page's search box: Ant Design's Input.Search, or any box that says it searches.
const SEARCH_BOXES =
  '.ant-input-search input, input[type="search"], [role="searchbox"], [role="search"] input'

/**
 * Moves the focus to the search box of the page showing (kept-alive pages hidden beside it have none to give);
 * false when it has none.
 * @example focusPageSearch() // true on the message centre
 */
export const focusPageSearch = (): boolean => {
  const boxes = document.getElementById(PAGE_CONTENT_ID)?.querySelectorAll<HTMLElement>(SEARCH_BOXES) ?? []
  const shown = [...boxes].find((box) => box.getClientRects().length > 0)
  shown?.focus()
  return shown !== undefined
}
