import { RESPONSE_CODES } from '@portal/contract'
import { useQueryClient } from '@tanstack/react-query'
import { Suspense, useEffect, useState } from 'react'
import { lazyWithRetry } from '@/lib/lazy/lazy-with-retry'
import { useAccessChangePush } from '@/lib/access/use-access-change-push'
import { subscribeToApiErrors } from '@/lib/api/api-error-events'
import { SESSION_QUERY_KEY } from '@/lib/sessions/get-session'
import { useSessionPush } from '../hooks/use-session-push'

const ForcedOfflineDialog = lazyWithRetry(() =>
  import('./forced-offline-dialog').then((module) => ({ default: module.ForcedOfflineDialog })),
)

/**
 * Watches a live session (mounted inside the session guard): the push socket and every API answer. A remote
 * login shows the forced-offline dialog; an expired session, or a socket the server closed for good, re-runs the
 * login check, whose guard then goes to login with a redirect back here. A change to the account's access reads
 * its codes and menu again.
 */
export const SessionWatch = () => {
  const queryClient = useQueryClient()
  const [offlineMessage, setOfflineMessage] = useState<string | null>(null)

  const recheckSession = () => void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY })
  useAccessChangePush()
  useSessionPush({
    onSessionEnded: (message) => setOfflineMessage(message.message),
    onClosedByServer: recheckSession,
  })

  useEffect(
    () =>
      subscribeToApiErrors((error) => {
        if (error.code === RESPONSE_CODES.REMOTE_LOGIN) setOfflineMessage(error.message)
        // When the login check itself answered, its guard already acts; asking again would only loop.
        const isCheckingSession = queryClient.isFetching({ queryKey: SESSION_QUERY_KEY }) > 0
        if (error.code === RESPONSE_CODES.FAILURE_AUTH_EXPIRE && !isCheckingSession) {
          void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY })
        }
      }),
    [queryClient],
  )

  if (offlineMessage === null) return null
  return (
    <Suspense>
      <ForcedOfflineDialog message={offlineMessage} />
    </Suspense>
  )
}
