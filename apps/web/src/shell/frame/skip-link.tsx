import type { MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'

/** Where the skip link leads: the frame's page area. */
export const PAGE_CONTENT_ID = 'portal-content'

/**
 * The frame's first stop for the keyboard, shown when focused: it moves the focus past the header and the menu
 * to the page. It focuses the page area itself rather than following its #hash, which would change the
 * address and so the tab the router shows.
 */
export const SkipLink = () => {
  const { t } = useTranslation('shell')
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    document.getElementById(PAGE_CONTENT_ID)?.focus()
  }
  return (
    <a className="portal-skip-link" href={`#${PAGE_CONTENT_ID}`} onClick={handleClick}>
      {t('frame.skipToContent')}
    </a>
  )
}
