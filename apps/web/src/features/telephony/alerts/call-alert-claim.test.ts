import { describe, expect, it } from 'vitest'
import { oneBrowser } from '@/test-support/one-browser-storage'
import { claimCallAlert, type ClaimStorage } from './call-alert-claim'

// A tab of the browser, by its id.
const tabOf = (browser: ReturnType<typeof oneBrowser>, tabId: string, options?: { withLocks: boolean }) => ({
  tabId,
  ...browser.openTab(options),
})

describe('claimCallAlert', () => {
  it('lets exactly one of three tabs alert for the same ring, though none sees the others’ storage yet', async () => {
    const browser = oneBrowser()
    const tabs = ['a', 'b', 'c'].map((tabId) => tabOf(browser, tabId))
    const claims = await Promise.all(tabs.map((tab) => claimCallAlert('call-1@t1', tab)))
    expect(claims.filter((item) => item.isClaimed)).toHaveLength(1)
  })

  it('keeps the ring with its winner while it alerts, when it asks again', async () => {
    const browser = oneBrowser()
    const [a, b] = [tabOf(browser, 'a'), tabOf(browser, 'b')]
    const won = await claimCallAlert('call-1@t1', a)
    expect(won.isClaimed).toBe(true)
    expect((await claimCallAlert('call-1@t1', a)).isClaimed).toBe(true)
    expect((await claimCallAlert('call-1@t1', b)).isClaimed).toBe(false)
    won.release()
  })

  it('alerts once per ring: a tab hearing it late or reloaded stays quiet, a new ring alerts again', async () => {
    const browser = oneBrowser()
    const won = await claimCallAlert('call-1@t1', tabOf(browser, 'a'))
    expect(won.isClaimed).toBe(true)
    won.release()
    expect((await claimCallAlert('call-1@t1', tabOf(browser, 'reloaded-a'))).isClaimed).toBe(false)
    const next = await claimCallAlert('call-2@t2', tabOf(browser, 'b'))
    expect(next.isClaimed).toBe(true)
    next.release()
    expect((await claimCallAlert('call-1@t3', tabOf(browser, 'c'))).isClaimed).toBe(true)
    expect((await claimCallAlert('call-2@t2', tabOf(browser, 'd'))).isClaimed).toBe(false)
  })

  it('still claims without Web Locks, and treats unreadable storage as nothing claimed', async () => {
    const browser = oneBrowser()
    browser.shared.set('portal.call-alert.claimed', '{not json')
    expect((await claimCallAlert('call-1@t1', tabOf(browser, 'a', { withLocks: false }))).isClaimed).toBe(
      true,
    )
    expect((await claimCallAlert('call-1@t1', tabOf(browser, 'b', { withLocks: false }))).isClaimed).toBe(
      false,
    )
  })

  it('stays quiet when storage refuses the claim', async () => {
    const browser = oneBrowser()
    const storage: ClaimStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    const { locks } = browser.openTab()
    expect((await claimCallAlert('call-1@t1', { tabId: 'a', storage })).isClaimed).toBe(false)
    expect((await claimCallAlert('call-1@t1', { tabId: 'a', locks, storage })).isClaimed).toBe(false)
  })
})
