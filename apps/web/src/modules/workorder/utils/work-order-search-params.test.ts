import { describe, expect, it } from 'vitest'
import { readWorkOrderSearch, writeWorkOrderSearch } from './work-order-search-params'

describe('the work-order list search in the address', () => {
  it('reads the filters the contract accepts and drops the others', () => {
    expect(
      readWorkOrderSearch(new URLSearchParams('filterMenu=pending&due=overdue&status=nope&page=3&x=1')),
    ).toEqual({ filterMenu: 'pending', due: 'overdue', page: 3, pageSize: 20 })
  })

  it('starts again at page 1 when a filter changes, and keeps the page when only it changes', () => {
    const params = new URLSearchParams('filterMenu=all&page=4&status=pending')
    expect(writeWorkOrderSearch(params, { status: null }).toString()).toBe('filterMenu=all')
    expect(writeWorkOrderSearch(params, { page: 5 }).toString()).toBe('filterMenu=all&page=5&status=pending')
  })
})
