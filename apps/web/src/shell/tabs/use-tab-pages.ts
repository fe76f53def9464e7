import { TABS_PER_PAGE } from '@portal/contract'
import { useLayoutEffect, useRef, useState } from 'react'
import { pageStarts } from './tab-list'

/** The strip's padding and each tab's left margin (shell.css), which the measured boxes leave out. */
const STRIP_PADDING = 4
const TAB_MARGIN = 4
/** The two paging arrows (small text buttons, 24 px) and the bar's gaps beside them. */
const ARROWS_WIDTH = 2 * (24 + 4)

/**
 * Where the tab bar's pages start (spec §9: at most ten a page), by the width the bar has: each tab's width with
 * its close icon is measured from a hidden copy of the tabs (`measureRef`), the bar's from `barRef`, again when the
 * bar resizes or the names change. When the tabs overflow, the paging arrows take their room from the strip.
 * Unmeasured (no layout yet, or none at all in a test) the pages are ten long.
 */
export const useTabPages = (names: readonly string[]) => {
  const barRef = useRef<HTMLDivElement>(null)
  const measureRef = useRef<HTMLDivElement>(null)
  const [barWidth, setBarWidth] = useState(0)
  const [widths, setWidths] = useState<number[]>([])
  const namesKey = names.join('\u0000')

  useLayoutEffect(() => {
    const items = measureRef.current?.children ?? []
    setWidths(Array.from(items, (item) => item.getBoundingClientRect().width + TAB_MARGIN))
  }, [namesKey])

  useLayoutEffect(() => {
    const bar = barRef.current
    if (!bar) return
    const measure = () => setBarWidth(bar.getBoundingClientRect().width)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(bar)
    return () => observer.disconnect()
  }, [])

  const isMeasured = barWidth > 0 && widths.length === names.length
  const measured = isMeasured ? widths : names.map(() => 0)
  const stripWidth = isMeasured ? barWidth - STRIP_PADDING + TAB_MARGIN : Infinity
  const whole = pageStarts(measured, stripWidth, TABS_PER_PAGE)
  const starts = whole.length > 1 ? pageStarts(measured, stripWidth - ARROWS_WIDTH, TABS_PER_PAGE) : whole
  return { barRef, measureRef, starts }
}
