import type { HubToTab } from '@portal/contract'
import { describe, expect, it } from 'vitest'
import { createPushHub } from './push-hub'
import { fakePushSockets } from './test-support/fake-push-sockets'

const setUp = () => {
  const sockets = fakePushSockets()
  const told: HubToTab[] = []
  const hub = createPushHub(sockets.open, (message) => told.push(message))
  return { sockets, told, hub }
}

describe('createPushHub', () => {
  it('holds one socket for every listening tab, and closes it when the last one stops', () => {
    const { sockets, hub } = setUp()
    hub.receive({ kind: 'listen', tabId: 'a' })
    hub.receive({ kind: 'listen', tabId: 'b' })
    hub.receive({ kind: 'listen', tabId: 'a' })
    expect(sockets.all).toHaveLength(1)
    hub.receive({ kind: 'unlisten', tabId: 'a' })
    expect(sockets.openOnes()).toHaveLength(1)
    hub.receive({ kind: 'unlisten', tabId: 'b' })
    expect(sockets.openOnes()).toHaveLength(0)
  })

  it('tells every tab each frame, of any type, and each open with a new connection id', () => {
    const { sockets, told, hub } = setUp()
    hub.receive({ kind: 'listen', tabId: 'a' })
    sockets.latest().onOpen()
    sockets.push({ type: 'SHIFT_STARTED', shift: 'early' })
    sockets.latest().onClose(1006)
    expect(told).toEqual([
      { kind: 'opened', connectionId: expect.any(String) },
      { kind: 'frame', frame: { type: 'SHIFT_STARTED', shift: 'early' } },
    ])
  })

  it('answers a tab that starts listening with the id of the open connection', () => {
    const { sockets, told, hub } = setUp()
    hub.receive({ kind: 'listen', tabId: 'a' })
    sockets.latest().onOpen()
    hub.receive({ kind: 'listen', tabId: 'b' })
    expect(told).toHaveLength(2)
    expect(told[1]).toEqual(told[0])
  })

  it('stops after a session-ending message, and a tab that starts listening anew starts it again', () => {
    const { sockets, told, hub } = setUp()
    hub.receive({ kind: 'listen', tabId: 'a' })
    hub.receive({ kind: 'listen', tabId: 'b' })
    sockets.latest().onOpen()
    sockets.push({ type: 'REMOTE_LOGIN', code: 21004, message: '已在别处登录' })
    expect(sockets.openOnes()).toHaveLength(0)
    expect(told.at(-1)).toEqual({
      kind: 'frame',
      frame: { type: 'REMOTE_LOGIN', code: 21004, message: '已在别处登录' },
    })
    hub.receive({ kind: 'unlisten', tabId: 'a' })
    hub.receive({ kind: 'listen', tabId: 'a' })
    expect(sockets.all).toHaveLength(2)
    expect(sockets.openOnes()).toHaveLength(1)
  })

  it('tells the tabs when the server closed the socket on purpose, and does not reconnect', () => {
    const { sockets, told, hub } = setUp()
    hub.receive({ kind: 'listen', tabId: 'a' })
    sockets.latest().onClose(4000)
    expect(told).toEqual([{ kind: 'closed-by-server' }])
    expect(sockets.all).toHaveLength(1)
  })
})
