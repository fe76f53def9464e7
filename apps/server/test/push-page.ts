import type { FastifyInstance } from 'fastify'
import { vi } from 'vitest'
import type { PushFrame } from '@portal/contract'

/**
 * Opens a push socket of a session on one process, as a page does, and keeps every frame it receives; resolves
 * once the process holds the socket for the account (so nothing pushed from then on can be missed).
 * @example const page = await openPushPage(app, cookie, accountId); page.frames.filter((f) => f.type === 'NEWS')
 */
export async function openPushPage(app: FastifyInstance, cookie: string, accountId: string) {
  const socket = await app.injectWS('/ws', {
    headers: { cookie, origin: 'http://localhost', host: 'localhost' },
    socket: {} as never,
  })
  const frames: PushFrame[] = []
  socket.on('message', (data) => void frames.push(JSON.parse(String(data)) as PushFrame))
  await vi.waitFor(() => {
    const isHeld = [...app.pushRecipients()].some((recipient) => recipient.accountId === accountId)
    if (!isHeld) throw new Error(`no push socket of ${accountId} yet`)
  })
  return { frames, close: () => socket.terminate() }
}
