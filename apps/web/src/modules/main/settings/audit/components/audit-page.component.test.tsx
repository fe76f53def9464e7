import type { AuditEvent, AuditPage as AuditPageData } from '@portal/contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInPortal } from '@/test-support/render-in-portal'
import { stubApi } from '@/test-support/stub-api'
import { AuditPage } from './audit-page'

const UPDATE: AuditEvent = {
  id: 'e1',
  createdAt: '2026-11-26T02:30:00.000Z',
  actorAccountId: 'a1',
  actorName: '管理员',
  ip: '127.0.0.1',
  userAgent: 'Chrome 131 / Linux',
  action: 'banner.update',
  targetType: 'banner',
  targetId: 'b1',
  targetName: 'https://example.com/new',
  before: { link: 'https://example.com/old', openType: 1, sort: 4 },
  after: { link: 'https://example.com/new', openType: 2, sort: 4 },
}
const PAGE: AuditPageData = { list: [UPDATE], total: 1, page: 1, pageSize: 20 }

afterEach(() => vi.unstubAllGlobals())

describe('the audit trail page', () => {
  it('lists changes with their labels, and a row opened by keyboard shows before and after, only the changed fields marked', async () => {
    stubApi({
      'GET /api/v1/portal/audit/list': () => ({ data: PAGE }),
      'GET /api/v1/portal/audit/facets': () => ({
        data: { actions: ['banner.update'], targetTypes: ['banner'] },
      }),
    })
    renderInPortal({ routes: [{ path: '/', element: <AuditPage /> }] })
    const table = await screen.findByRole('table', { name: '操作审计记录' })
    expect(await within(table).findByText('修改轮播图')).toBeTruthy()
    expect(within(table).getByText('轮播图')).toBeTruthy()
    expect(within(table).getByText('Chrome 131 / Linux')).toBeTruthy()

    const user = userEvent.setup()
    const expand = within(table).getByRole('button', { name: '查看' })
    expand.focus()
    await user.keyboard('{Enter}')
    const diff = await screen.findByRole('table', { name: '修改轮播图: https://example.com/new (b1)' })
    const rows = within(diff).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'link已修改',
      'openType已修改',
      'sort',
    ])
    const [link, , sort] = rows
    expect(within(link as HTMLElement).getByText('https://example.com/old')).toBeTruthy()
    expect(within(link as HTMLElement).getByText('https://example.com/new')).toBeTruthy()
    expect(sort?.getAttribute('data-changed')).toBe('false')
    expect(link?.getAttribute('data-changed')).toBe('true')
  })

  it('has labelled filters, the actions named in the page language', async () => {
    stubApi({
      'GET /api/v1/portal/audit/list': () => ({ data: { ...PAGE, list: [] } }),
      'GET /api/v1/portal/audit/facets': () => ({
        data: { actions: ['announcement.publish'], targetTypes: [] },
      }),
    })
    renderInPortal({ routes: [{ path: '/', element: <AuditPage /> }] })
    for (const name of ['操作人', '操作对象', '关键字']) {
      expect(await screen.findByRole('textbox', { name })).toBeTruthy()
    }
    expect(screen.getByLabelText('开始时间').getAttribute('type')).toBe('datetime-local')
    expect(screen.getByLabelText('结束时间').getAttribute('type')).toBe('datetime-local')
    const user = userEvent.setup()
    await user.click(screen.getByRole('combobox', { name: '操作' }))
    expect(await screen.findByText('发布企业公告')).toBeTruthy()
  })
})
