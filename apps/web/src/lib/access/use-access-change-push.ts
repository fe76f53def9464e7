import { useQueryClient } from '@tanstack/react-query'
import { usePushEvents } from '../push/use-push-events'
import { SESSION_QUERY_KEY } from '../sessions/get-session'

/** The shell's queries (menu tree, helper components...): what the server filters by the user's codes. */
const SHELL_QUERY_KEY = ['shell'] as const

/**
 * Keeps the page's permission codes fresh: when the server says the account's access changed (its role's codes,
 * or another role), the login check (which carries the codes) and the shell's menu are read again, so the side
 * menu and every permission-gated control follow without a reload.
 */
export const useAccessChangePush = () => {
  const queryClient = useQueryClient()
  usePushEvents((event) => {
    if (event.type !== 'ACCESS_CHANGED') return
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY })
    void queryClient.invalidateQueries({ queryKey: SHELL_QUERY_KEY })
  })
}
