import pg from 'pg'

/**
 * A connection for pings alone, outside the request pool: opened at the first ping and again after one fails.
 * @example const pinger = openPinger(connection); await pinger.ping()
 */
export function openPinger(connection: pg.PoolConfig) {
  let client: pg.Client | null = null
  const forget = (lost: pg.Client) => {
    if (client === lost) client = null
    lost.end().catch(() => undefined)
  }
  return {
    ping: async () => {
      const current = client ?? new pg.Client({ ...connection, keepAlive: true })
      if (!client) {
        client = current
        current.on('error', () => forget(current))
        await current.connect().catch((error: unknown) => {
          forget(current)
          throw error
        })
      }
      await current.query('SELECT 1').catch((error: unknown) => {
        forget(current)
        throw error
      })
    },
    close: async () => {
      const current = client
      client = null
      await current?.end().catch(() => undefined)
    },
  }
}
