import { describe, expect, it, vi } from 'vitest'
import type { PageVisit } from '@/lib/page-history/record-page-visit'
import { createPageVisitRecorder } from './page-visit-recorder'

const visit = (url: string): PageVisit => ({ title: 't', url, pageCode: url, resourceCode: '[]' })

describe('createPageVisitRecorder', () => {
  it('sends a visit to the same url as the one before it only once', () => {
    const send = vi.fn()
    const record = createPageVisitRecorder(send)
    record(visit('/a'))
    record(visit('/a'))
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('sends a page again after another page was visited in between', () => {
    const send = vi.fn<(visit: PageVisit) => void>()
    const record = createPageVisitRecorder(send)
    for (const url of ['/a', '/b', '/a']) record(visit(url))
    expect(send.mock.calls.map(([sent]) => sent.url)).toEqual(['/a', '/b', '/a'])
  })

  it('ignores pages that are not recorded without forgetting the last url', () => {
    const send = vi.fn()
    const record = createPageVisitRecorder(send)
    record(visit('/a'))
    record(null)
    record(visit('/a'))
    expect(send).toHaveBeenCalledTimes(1)
  })
})
