import type { PushFrame, TabToHub } from '@portal/contract'
import { describe, expect, it } from 'vitest'
import { createTabPushClient, type PushEvent } from './tab-push-client'

const setUp = () => {
  const toHub: TabToHub[] = []
  const announced: PushFrame[] = []
  const tab = createTabPushClient({
    tabId: 't1',
    tellHub: (message) => toHub.push(message),
    announce: (frame) => announced.push(frame),
  })
  const events: PushEvent[] = []
  return { tab, toHub, announced, events, listen: () => tab.subscribe((event) => events.push(event)) }
}

describe('createTabPushClient', () => {
  it('listens at the hub once for all its listeners, and stops after the last', () => {
    const { tab, toHub } = setUp()
    const stopFirst = tab.subscribe(() => {})
    const stopSecond = tab.subscribe(() => {})
    stopFirst()
    stopSecond()
    expect(toHub).toEqual([
      { kind: 'listen', tabId: 't1' },
      { kind: 'unlisten', tabId: 't1' },
    ])
  })

  it('hands declared messages to listeners and every frame to the page, whatever its type', () => {
    const { tab, announced, events, listen } = setUp()
    listen()
    tab.receive({ kind: 'frame', frame: { type: 'NEWS', cursor: 4 } })
    tab.receive({ kind: 'frame', frame: { type: 'SHIFT_STARTED', shift: 'early' } })
    tab.receive({ kind: 'frame', frame: { type: 'NEWS', cursor: 'x' } })
    expect(events).toEqual([{ type: 'NEWS', cursor: 4 }])
    expect(announced.map((frame) => frame.type)).toEqual(['NEWS', 'SHIFT_STARTED', 'NEWS'])
  })

  it('says RECONNECTED when another connection opens than the one it saw, not for the first', () => {
    const { tab, events, listen } = setUp()
    listen()
    tab.receive({ kind: 'opened', connectionId: 'c1' })
    tab.receive({ kind: 'opened', connectionId: 'c1' })
    expect(events).toEqual([])
    tab.receive({ kind: 'opened', connectionId: 'c2' })
    expect(events).toEqual([{ type: 'RECONNECTED' }])
  })

  it('passes on a deliberate close by the server', () => {
    const { tab, events, listen } = setUp()
    listen()
    tab.receive({ kind: 'closed-by-server' })
    expect(events).toEqual([{ type: 'CLOSED_BY_SERVER' }])
  })

  it('listens again when a new hub takes over', () => {
    const { tab, toHub, listen } = setUp()
    listen()
    tab.receive({ kind: 'hub-ready' })
    expect(toHub).toEqual([
      { kind: 'listen', tabId: 't1' },
      { kind: 'listen', tabId: 't1' },
    ])
  })

  it('stops listening while suspended, and catches up once the connection is confirmed after a resume', () => {
    const { tab, toHub, events, listen } = setUp()
    listen()
    tab.receive({ kind: 'opened', connectionId: 'c1' })
    tab.suspend()
    tab.receive({ kind: 'frame', frame: { type: 'NEWS', cursor: 9 } })
    tab.resume()
    expect(events).toEqual([])
    tab.receive({ kind: 'opened', connectionId: 'c1' })
    expect(events).toEqual([{ type: 'RECONNECTED' }])
    expect(toHub.map((message) => message.kind)).toEqual(['listen', 'unlisten', 'listen'])
  })

  it('ignores the hub while nothing in the page listens', () => {
    const { tab, announced, toHub } = setUp()
    tab.receive({ kind: 'frame', frame: { type: 'NEWS', cursor: 1 } })
    tab.receive({ kind: 'hub-ready' })
    expect(announced).toEqual([])
    expect(toHub).toEqual([])
  })
})
