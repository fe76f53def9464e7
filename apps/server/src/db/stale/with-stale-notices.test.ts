import { describe, expect, it } from 'vitest'
import type { Database, Queryable } from '../database'
import { staleListeners, type StaleNotice, type StaleNotices } from './stale-notices'
import { withStaleNotices } from './with-stale-notices'

/** A database whose transactions commit when `work` resolves and roll back when it throws, and notices heard here. */
const fakeStore = () => {
  const listeners = staleListeners()
  const heard: (StaleNotice | null)[] = []
  const log: string[] = []
  listeners.add((notice) => heard.push(notice))
  const transaction = async <T>(work: (tx: Queryable) => Promise<T>, tenantId: string | null) => {
    const result = await work({} as Queryable)
    log.push(`commit in ${tenantId ?? 'no tenant'} (${heard.length} heard)`)
    return result
  }
  const db = {
    withTenant: <T>(tenantId: string, work: (tx: Queryable) => Promise<T>) => transaction(work, tenantId),
    transaction: <T>(work: (tx: Queryable) => Promise<T>) => transaction(work, null),
  } as unknown as Database
  const staleNotices: StaleNotices = {
    subscribe: listeners.add,
    announceLocally: listeners.emit,
    isCurrent: () => true,
    close: async () => {},
  }
  return { store: { db, staleNotices }, heard, log }
}

describe('withStaleNotices', () => {
  it('announces the notices a write declared to this process once it has committed, not before', async () => {
    const { store, heard, log } = fakeStore()
    await withStaleNotices(store, 't1', async (_tx, changed) => {
      changed({ accountId: 'a1' })
      changed({ tenantId: null, accountId: 'a2' })
      changed()
    })
    expect(log).toEqual(['commit in t1 (0 heard)'])
    expect(heard).toEqual([
      { tenantId: 't1', accountId: 'a1', sessionId: null, cursor: null },
      { tenantId: null, accountId: 'a2', sessionId: null, cursor: null },
      { tenantId: 't1', accountId: null, sessionId: null, cursor: null },
    ])
  })

  it('names no tenant by default in a transaction outside any tenant', async () => {
    const { store, heard, log } = fakeStore()
    await withStaleNotices(store, null, async (_tx, changed) => changed({ accountId: 'a1' }))
    expect(log).toEqual(['commit in no tenant (0 heard)'])
    expect(heard).toEqual([{ tenantId: null, accountId: 'a1', sessionId: null, cursor: null }])
  })

  it('announces nothing of a write that rolled back', async () => {
    const { store, heard } = fakeStore()
    const failing = withStaleNotices(store, 't1', async (_tx, changed) => {
      changed({ accountId: 'a1' })
      throw new Error('refused')
    })
    await expect(failing).rejects.toThrow('refused')
    expect(heard).toEqual([])
  })
})
