import { useEffect } from 'react'
import { useRouteError } from 'react-router'
import { clientLog } from '@/lib/client-log/client-log'
import { ErrorPage } from '@/components/error-pages/error-page'

/** A page that threw while rendering: recorded in the client log, shown as the 500 page of its section. */
export const RouteError = ({ isFramed = false }: { isFramed?: boolean }) => {
  const error = useRouteError()
  useEffect(() => {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
    clientLog.record({ kind: 'error', message, source: null })
  }, [error])
  return <ErrorPage status={500} isFramed={isFramed} />
}
