import { describe, expect, it } from 'vitest'
import type { RingMessage } from './call-alert-messages'
import { handleRingNotificationClick, type PortalWindow, type WindowClients } from './ring-notification-click'

const ORIGIN = 'https://portal.example'
const RING = 'call-1@2026-11-29T10:00:00.000Z'

type FakeWindow = PortalWindow & { received: RingMessage[]; focused: number }

const windowAt = (id: string, path: string, canFocus = true): FakeWindow => {
  const client: FakeWindow = {
    id,
    url: `${ORIGIN}${path}`,
    received: [],
    focused: 0,
    focus: async () => {
      if (!canFocus) throw new DOMException('Not allowed to focus a window.', 'InvalidAccessError')
      client.focused += 1
    },
    postMessage: (message) => client.received.push(message),
  }
  return client
}

const clientsOf = (windows: FakeWindow[]) => {
  const opened: string[] = []
  const clients: WindowClients = {
    matchAll: async () => windows,
    openWindow: async (url) => opened.push(url),
  }
  return { clients, opened }
}

describe('a click on a ring’s notification', () => {
  it('brings forward the tab that showed it and asks it to answer, on 接听', async () => {
    const other = windowAt('a', '/dzfront/portal/portal')
    const shower = windowAt('b', '/dzfront/portal/mzz/speech/desk')
    await handleRingNotificationClick(
      'answer',
      { ringId: RING, clientId: 'b' },
      clientsOf([other, shower]).clients,
    )
    expect(shower.focused).toBe(1)
    expect(shower.received).toEqual([{ type: 'answer-call', ringId: RING }])
    expect(other.received).toEqual([])
  })

  it('goes to another of the portal’s tabs when that one is gone, never to a page outside the portal', async () => {
    const docs = windowAt('a', '/api/docs/')
    const portal = windowAt('b', '/dzfront/portal/portal')
    await handleRingNotificationClick(
      'answer',
      { ringId: RING, clientId: 'gone' },
      clientsOf([docs, portal]).clients,
    )
    expect(docs.received).toEqual([])
    expect(portal.received).toEqual([{ type: 'answer-call', ringId: RING }])
  })

  it('only shows the ring on a click on its body', async () => {
    const tab = windowAt('a', '/dzfront/portal/portal')
    await handleRingNotificationClick('', { ringId: RING, clientId: 'a' }, clientsOf([tab]).clients)
    expect(tab.focused).toBe(1)
    expect(tab.received).toEqual([{ type: 'show-call', ringId: RING }])
  })

  it('still asks for the answer when the browser refuses the focus', async () => {
    const tab = windowAt('a', '/dzfront/portal/portal', false)
    await handleRingNotificationClick('answer', { ringId: RING, clientId: 'a' }, clientsOf([tab]).clients)
    expect(tab.received).toEqual([{ type: 'answer-call', ringId: RING }])
  })

  it('opens the portal when none of its tabs is open, and answers nothing', async () => {
    const { clients, opened } = clientsOf([windowAt('a', '/api/docs/')])
    await handleRingNotificationClick('answer', { ringId: RING }, clients)
    expect(opened).toEqual(['/dzfront/portal/portal'])
  })
})
