/**
 * The tab `step` places from the active one in the bar's order, going round at either end; none when fewer than
 * two tabs are open.
 * @example steppedTab([{ key: 'a' }, { key: 'b' }], 'b', 1) // { key: 'a' }
 */
export const steppedTab = <T extends { key: string }>(
  tabs: readonly T[],
  activeKey: string,
  step: 1 | -1,
) => {
  if (tabs.length < 2) return undefined
  const index = tabs.findIndex((tab) => tab.key === activeKey)
  return tabs[(index + step + tabs.length) % tabs.length]
}
