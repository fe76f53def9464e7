import { connect, createServer, type Socket } from 'node:net'

/**
 * How the network drops: `cut` resets every open connection and every new one (a lost link, a restarted NAT);
 * `stall` carries nothing either way but keeps the connections, and holds new ones unanswered (a dead Wi-Fi: TCP
 * keeps its connections and delivers what waited once the link is back).
 */
export type NetworkDrop = 'cut' | 'stall'

export type CuttableProxy = {
  /** The address to give the browser instead of the server's. */
  origin: string
  drop: (kind: NetworkDrop) => void
  restore: () => void
  /** Connections the browser opened during the last drop: proof that it kept trying. */
  attemptsWhileDown: () => number
  close: () => Promise<void>
}

/**
 * A TCP proxy on a free loopback port in front of `targetPort`, for a browser whose network drops: every
 * connection through it (HTTP keep-alive and WebSocket alike) is cut or stalled on `drop`, until `restore`.
 * @example const proxy = await startCuttableProxy(8080); await page.goto(proxy.origin); proxy.drop('cut'); proxy.restore()
 */
export async function startCuttableProxy(targetPort: number): Promise<CuttableProxy> {
  const open = new Set<Socket>()
  const held: (() => void)[] = []
  let down: NetworkDrop | null = null
  let attempts = 0

  const track = (socket: Socket) => {
    open.add(socket)
    socket.once('close', () => open.delete(socket))
    // A reset on either side only ends the pair; it never reaches the test process as an unhandled error.
    socket.on('error', () => socket.destroy())
  }
  const forward = (from: Socket, to: Socket) => {
    from.on('data', (chunk) => {
      if (!to.write(chunk)) from.pause()
    })
    to.on('drain', () => {
      if (down !== 'stall') from.resume()
    })
    from.once('end', () => to.end())
  }
  const join = (client: Socket) => {
    const upstream = connect(targetPort, '127.0.0.1')
    track(upstream)
    client.once('close', () => upstream.destroy())
    upstream.once('close', () => client.destroy())
    forward(client, upstream)
    forward(upstream, client)
    client.resume()
  }
  const server = createServer({ pauseOnConnect: true }, (client) => {
    if (down) attempts += 1
    if (down === 'cut') {
      client.on('error', () => undefined)
      client.resetAndDestroy()
      return
    }
    track(client)
    if (down === 'stall') held.push(() => join(client))
    else join(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    origin: `http://127.0.0.1:${port}`,
    drop: (kind) => {
      down = kind
      attempts = 0
      for (const socket of open) {
        if (kind === 'cut') socket.resetAndDestroy()
        else socket.pause()
      }
    },
    restore: () => {
      down = null
      // The held connections get their listeners before anything flows again.
      for (const release of held.splice(0)) release()
      for (const socket of open) socket.resume()
    },
    attemptsWhileDown: () => attempts,
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
