import { useNavigate } from 'react-router'
import { ROUTER_PATHS } from '@/lib/routing/portal-path'
import { useTabStore } from '../stores/tab-store'
import { neighbourOf } from './tab-list'

/** The context-menu commands of a tab (spec §2). */
export const TAB_COMMANDS = ['close', 'closeOthers', 'closeAll', 'refresh'] as const
export type TabCommand = (typeof TAB_COMMANDS)[number]

/**
 * Closing and refreshing tabs, moving to the page that should show afterwards: a closed active tab gives way to
 * its neighbour, close all goes back to the root path (home), refresh passes through the redirect route.
 * @example const actions = useTabActions(activeKey); actions.run('closeOthers', tab.key)
 */
export const useTabActions = (activeKey: string) => {
  const navigate = useNavigate()
  const store = useTabStore

  const close = (key: string) => {
    const { tabs } = store.getState()
    const tab = tabs.find((open) => open.key === key)
    if (!tab || tab.isPinned) return
    if (key === activeKey) void navigate(neighbourOf(tabs, key)?.fullPath ?? ROUTER_PATHS.home)
    store.getState().close(key)
  }

  const closeOthers = (key: string) => {
    const tab = store.getState().tabs.find((open) => open.key === key)
    store.getState().closeOthers(key)
    if (tab && key !== activeKey) void navigate(tab.fullPath)
  }

  // The root path redirects to home; going there directly keeps the frame mounted.
  const closeAll = () => {
    store.getState().closeAll()
    void navigate(ROUTER_PATHS.home)
  }

  const refresh = (key: string) => {
    const tab = store.getState().tabs.find((open) => open.key === key)
    if (!tab) return
    store.getState().refresh(key)
    void navigate(`${ROUTER_PATHS.redirect}${tab.fullPath}`, { replace: key === activeKey })
  }

  const run = (command: TabCommand, key: string) => {
    if (command === 'close') close(key)
    else if (command === 'closeOthers') closeOthers(key)
    else if (command === 'closeAll') closeAll()
    else refresh(key)
  }

  return { close, run }
}
