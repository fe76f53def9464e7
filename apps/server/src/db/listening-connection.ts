import pg from 'pg'

/** The longest wait between two attempts to listen again after the listening connection was lost. */
const RELISTEN_CAP_MS = 2000

export type ListeningHandlers = {
  /** Runs the LISTEN statements on a fresh connection and says which channels are this listener's. */
  listen: (client: pg.Client) => Promise<(channel: string) => boolean>
  onNotification: (payload: string) => void
  /** The connection listens: at start, or again after a loss (`afterLoss`), when notices may have been missed. */
  onListening?: (afterLoss: boolean) => void
  /** The connection was lost; `isFirstLoss` is true once per outage (the attempts after it are quiet). */
  onLost?: (error: Error | undefined, isFirstLoss: boolean) => void
}

/**
 * One long-lived PostgreSQL connection that LISTENs: it handles its own errors and, when cut, connects and listens
 * again with a capped backoff, until closed.
 * @example const listening = await openListeningConnection(connection, { listen, onNotification })
 */
export async function openListeningConnection(
  connection: pg.ClientConfig,
  handlers: ListeningHandlers,
): Promise<{ close: () => Promise<void> }> {
  let current: pg.Client | null = null
  let isClosed = false
  let attempt = 0
  let retry: NodeJS.Timeout | undefined

  const listen = async () => {
    const client = new pg.Client(connection)
    current = client
    client.on('error', (error) => lost(client, error))
    client.on('end', () => lost(client))
    try {
      await client.connect()
      const isOwnChannel = await handlers.listen(client)
      client.on('notification', ({ channel, payload }) => {
        if (isOwnChannel(channel) && payload) handlers.onNotification(payload)
      })
      handlers.onListening?.(attempt > 0)
      attempt = 0
    } catch (error) {
      lost(client, error as Error)
    }
  }
  const lost = (client: pg.Client, error?: Error) => {
    if (isClosed || client !== current) return
    current = null
    client.end().catch(() => undefined)
    handlers.onLost?.(error, attempt === 0)
    attempt += 1
    retry = setTimeout(() => void listen(), Math.min(100 * 2 ** attempt, RELISTEN_CAP_MS))
  }
  await listen()

  return {
    close: async () => {
      isClosed = true
      clearTimeout(retry)
      await current?.end().catch(() => undefined)
    },
  }
}
