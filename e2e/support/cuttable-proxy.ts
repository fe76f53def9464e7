import { connect, createServer, type Socket } from 'node:net'

export type CuttableProxy = {
  /** The address to give the browser instead of the server's. */
  origin: string
  /** The network drops: every open connection is cut and every new one refused until `restore`. */
  cut: () => void
  restore: () => void
  /** Connections refused while cut: proof that the browser kept trying. */
  refused: () => number
  close: () => Promise<void>
}

/**
 * A TCP proxy on a free loopback port in front of `targetPort`, for a browser whose network drops: `cut` destroys
 * every connection through it (HTTP keep-alive and WebSocket alike, as a lost network or a restarted NAT does) and
 * resets each new one at once, until `restore`.
 * @example const proxy = await startCuttableProxy(8080); await page.goto(proxy.origin); proxy.cut(); proxy.restore()
 */
export async function startCuttableProxy(targetPort: number): Promise<CuttableProxy> {
  const open = new Set<Socket>()
  let isCut = false
  let refused = 0
  const track = (socket: Socket) => {
    open.add(socket)
    socket.once('close', () => open.delete(socket))
    // A reset on either side only ends the pair; it never reaches the test process as an unhandled error.
    socket.on('error', () => socket.destroy())
  }
  const server = createServer((client) => {
    if (isCut) {
      refused += 1
      client.on('error', () => undefined)
      client.resetAndDestroy()
      return
    }
    const upstream = connect(targetPort, '127.0.0.1')
    track(client)
    track(upstream)
    client.once('close', () => upstream.destroy())
    upstream.once('close', () => client.destroy())
    client.pipe(upstream)
    upstream.pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    origin: `http://127.0.0.1:${port}`,
    cut: () => {
      isCut = true
      for (const socket of open) socket.resetAndDestroy()
    },
    restore: () => {
      isCut = false
    },
    refused: () => refused,
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
