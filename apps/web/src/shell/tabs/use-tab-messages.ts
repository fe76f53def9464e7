import { useNavigate } from 'react-router'
import { useAllowedWindowMessages } from '@/lib/frames/use-allowed-window-messages'
import { tabKeyOf } from '../route-rules'
import { useTabStore } from '../stores/tab-store'
import { parseTabMessage } from './tab-message'
import { useOpenTab } from './use-open-tab'

/**
 * Obeys OPEN_TAB and DELETE_TAB window messages (spec §2), only from the portal's own origin and the configured
 * embed origins; anything else is ignored.
 */
export const useTabMessages = (onClose: (key: string) => void) => {
  const navigate = useNavigate()
  const openTab = useOpenTab()

  useAllowedWindowMessages((data) => {
    const message = parseTabMessage(data)
    if (message?.type === 'OPEN_TAB') {
      openTab(message.fullPath, message.name)
      void navigate(message.fullPath)
    } else if (message?.type === 'DELETE_TAB') {
      const key = tabKeyOf(message.fullPath)
      const tab = useTabStore
        .getState()
        .tabs.find((open) => open.fullPath === message.fullPath || open.key === key)
      if (tab) onClose(tab.key)
    }
  })
}
