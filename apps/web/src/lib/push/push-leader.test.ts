import { describe, expect, it } from 'vitest'
import { electPushLeader } from './push-leader'
import { createTabPushClient, type PushEvent } from './tab-push-client'
import { fakeChannelNetwork, fakeLocks } from './test-support/fake-browser-coordination'
import { fakePushSockets } from './test-support/fake-push-sockets'

/** Lets granted locks and their callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A browser without shared workers: tabs of one origin sharing locks, channels and the server's sockets. */
const fakeBrowser = () => {
  const locks = fakeLocks()
  const network = fakeChannelNetwork()
  const sockets = fakePushSockets()
  const openTab = (tabId: string) => {
    const channel = network.open()
    const tab = createTabPushClient({ tabId, tellHub: (message) => leadership.tellHub(message) })
    const leadership = electPushLeader({ locks, channel, openSocket: sockets.open, deliver: tab.receive })
    const events: PushEvent[] = []
    tab.subscribe((event) => events.push(event))
    // What the page does when it goes away: stop listening, give the lead up, and hear nothing more.
    const close = () => {
      tab.suspend()
      leadership.stepDown()
      channel.close()
    }
    return { events, close, channel }
  }
  return { sockets, openTab }
}

describe('electPushLeader', () => {
  it('opens one socket for three tabs, and every tab hears what it pushes', async () => {
    const browser = fakeBrowser()
    const tabs = ['a', 'b', 'c'].map(browser.openTab)
    await settle()
    expect(browser.sockets.all).toHaveLength(1)
    browser.sockets.latest().onOpen()
    browser.sockets.push({ type: 'NEWS', cursor: 5 })
    expect(tabs.map((tab) => tab.events)).toEqual([
      [{ type: 'NEWS', cursor: 5 }],
      [{ type: 'NEWS', cursor: 5 }],
      [{ type: 'NEWS', cursor: 5 }],
    ])
  })

  it('hands the connection to the next tab when the leader closes, and the others catch up', async () => {
    const browser = fakeBrowser()
    const [leader, second, third] = ['a', 'b', 'c'].map(browser.openTab)
    await settle()
    browser.sockets.latest().onOpen()
    leader?.close()
    await settle()
    expect(browser.sockets.all).toHaveLength(2)
    expect(browser.sockets.openOnes()).toHaveLength(1)
    browser.sockets.latest().onOpen()
    browser.sockets.push({ type: 'NEWS', cursor: 8 })
    for (const tab of [second, third]) {
      expect(tab?.events).toEqual([{ type: 'RECONNECTED' }, { type: 'NEWS', cursor: 8 }])
    }
    expect(leader?.events).toEqual([])
  })

  it('closes the socket once the last tab has gone', async () => {
    const browser = fakeBrowser()
    const tabs = ['a', 'b'].map(browser.openTab)
    await settle()
    for (const tab of tabs) tab.close()
    await settle()
    expect(browser.sockets.openOnes()).toHaveLength(0)
  })

  it('ignores what on the channel is not the protocol', async () => {
    const browser = fakeBrowser()
    const [leader, follower] = ['a', 'b'].map(browser.openTab)
    await settle()
    browser.sockets.latest().onOpen()
    leader?.channel.post({ kind: 'frame', frame: { cursor: 1 } })
    leader?.channel.post({ kind: 'listen' })
    leader?.channel.post('NEWS')
    expect(follower?.events).toEqual([])
    expect(browser.sockets.all).toHaveLength(1)
  })

  it('keeps one place in the queue for a waiting tab that is hidden and shown again', async () => {
    const locks = fakeLocks()
    let requests = 0
    const countingLocks: typeof locks = {
      request: (name, callback) => {
        requests += 1
        return locks.request(name, callback)
      },
    }
    const network = fakeChannelNetwork()
    const sockets = fakePushSockets()
    const heardByWaiting: unknown[] = []
    const elect = (deliver: (message: unknown) => void) =>
      electPushLeader({ locks: countingLocks, channel: network.open(), openSocket: sockets.open, deliver })
    const leader = elect(() => {})
    const waiting = elect((message) => heardByWaiting.push(message))
    await settle()
    for (let cycle = 0; cycle < 5; cycle += 1) {
      waiting.stepDown()
      waiting.stand()
    }
    expect(requests).toBe(2)
    heardByWaiting.length = 0
    leader.stepDown()
    await settle()
    expect(heardByWaiting).toContainEqual({ kind: 'hub-ready' })
    expect(requests).toBe(2)
  })
})
