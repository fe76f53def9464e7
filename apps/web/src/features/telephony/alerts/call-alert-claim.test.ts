import { describe, expect, it } from 'vitest'
import { claimCallAlert, type ClaimStorage } from './call-alert-claim'
import { oneBrowserStorage } from '@/test-support/one-browser-storage'

describe('claimCallAlert', () => {
  it('lets exactly one of three tabs alert for the same ring', async () => {
    const browser = oneBrowserStorage()
    const votes = await Promise.all(
      ['a', 'b', 'c'].map((tabId) => claimCallAlert('call-1@t1', { ...browser, tabId })),
    )
    expect(votes.filter(Boolean)).toHaveLength(1)
  })

  it('keeps the ring with its winner when the winner asks again', async () => {
    const browser = oneBrowserStorage()
    expect(await claimCallAlert('call-1@t1', { ...browser, tabId: 'a' })).toBe(true)
    expect(await claimCallAlert('call-1@t1', { ...browser, tabId: 'a' })).toBe(true)
    expect(await claimCallAlert('call-1@t1', { ...browser, tabId: 'b' })).toBe(false)
  })

  it('alerts once per ring: a tab hearing it late or reloaded stays quiet, a new ring alerts again', async () => {
    const browser = oneBrowserStorage()
    const tab = (tabId: string) => ({ ...browser, tabId })
    expect(await claimCallAlert('call-1@t1', tab('a'))).toBe(true)
    expect(await claimCallAlert('call-1@t1', tab('reloaded-a'))).toBe(false)
    expect(await claimCallAlert('call-2@t2', tab('b'))).toBe(true)
    expect(await claimCallAlert('call-1@t3', tab('c'))).toBe(true)
    expect(await claimCallAlert('call-2@t2', tab('c'))).toBe(false)
  })

  it('still claims without Web Locks, and treats unreadable storage as nothing claimed', async () => {
    const browser = oneBrowserStorage()
    browser.values.set('portal.call-alert.claimed', '{not json')
    expect(await claimCallAlert('call-1@t1', { tabId: 'a', storage: browser.storage })).toBe(true)
    expect(await claimCallAlert('call-1@t1', { tabId: 'b', storage: browser.storage })).toBe(false)
  })

  it('stays quiet when storage refuses the claim', async () => {
    const storage: ClaimStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(await claimCallAlert('call-1@t1', { tabId: 'a', storage })).toBe(false)
  })
})
