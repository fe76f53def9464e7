import { EXAMPLE_TENANT_SWITCHES } from '@portal/contract'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInPortal } from '@/test-support/render-in-portal'
import { stubApi } from '@/test-support/stub-api'
import { TenantSwitchesPage } from './tenant-switches-page'

const pageApi = () =>
  stubApi({
    'GET /api/v1/tenant/switches': () => ({ data: EXAMPLE_TENANT_SWITCHES }),
    'PUT /api/v1/tenant/switches': (body) => ({ data: body }),
    'GET /api/v1/portal/role/list': () => ({ data: [] }),
    'GET /api/v1/tenant/send-usage': () => ({ data: { smsToday: 0, mailToday: 0, mailRecipientsToday: 0 } }),
  })

/** Types `typed` into the number field named `name` and saves the page. */
async function typeAndSave(name: string, typed: string) {
  const field = await screen.findByRole('spinbutton', { name })
  await userEvent.clear(field)
  await userEvent.type(field, typed)
  await userEvent.click(screen.getByRole('button', { name: /^保\s?存$/ }))
  return field as HTMLInputElement
}

describe('the tenant switches page', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('refuses a number out of its range, saying why, rather than moving it into the range and saving that', async () => {
    const calls = pageApi()
    renderInPortal({ routes: [{ path: '/', element: <TenantSwitchesPage /> }] })
    const lockMinutes = await typeAndSave('锁定时长（分钟）', '0')
    expect(await screen.findByText('超出允许的范围')).not.toBeNull()
    expect(lockMinutes.value).toBe('0')
    // The refused field may be a screen above the save button: it is brought into view and focused.
    await waitFor(() => expect(document.activeElement).toBe(lockMinutes))
    const perMinute = await typeAndSave('短信：每位成员每分钟（条）', '20000')
    await waitFor(() => expect(screen.getAllByText('超出允许的范围')).toHaveLength(2))
    expect(perMinute.value).toBe('20000')
    expect(calls.some((call) => call.method === 'PUT')).toBe(false)
  }, 30_000)

  it('saves numbers within their ranges as typed', async () => {
    const calls = pageApi()
    renderInPortal({ routes: [{ path: '/', element: <TenantSwitchesPage /> }] })
    await typeAndSave('锁定时长（分钟）', '30')
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ lockMinutes: 30 }),
    )
  }, 30_000)
})
