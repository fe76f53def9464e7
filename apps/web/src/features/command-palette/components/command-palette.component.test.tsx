import { DEFAULT_MEMBER_PREFERENCES, TOOL_PERMISSIONS } from '@portal/contract'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInPortal } from '@/test-support/render-in-portal'
import { stubApi } from '@/test-support/stub-api'
import { CommandPalette } from './command-palette'

const WANG = { id: '7d0c6a4e-1111-4c1a-9a35-000000000001', name: '王女士', phone: '139****1111' }

// The member's preferences as the server keeps them: shortcuts on.
const PREFERENCES = { 'GET /user/preferences': () => ({ data: DEFAULT_MEMBER_PREFERENCES }) }

/** The palette's dialog loads on the first Ctrl+K. */
const findSearch = () => screen.findByRole('combobox', { name: /^搜索页面/ }, { timeout: 15_000 })

const renderPalette = () =>
  renderInPortal({
    routes: [
      {
        path: '/',
        element: (
          <>
            <input aria-label="备注" />
            <CommandPalette />
          </>
        ),
      },
    ],
    permissions: [TOOL_PERMISSIONS.speechAbility],
  })

describe('the command palette', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    window.localStorage.clear()
  })

  it('opens on Ctrl+K inside a field and calls a customer by the keyboard alone, and remembers it', async () => {
    const calls = stubApi({
      ...PREFERENCES,
      'GET /api/v1/command-search': () => ({ data: { customers: [WANG], workOrders: [], messages: [] } }),
      'GET /api/v1/speech/rest/labels': () => ({ data: [{ name: '午餐' }] }),
    })
    renderPalette()
    const field = screen.getByRole('textbox', { name: '备注' })
    await userEvent.click(field)
    await userEvent.keyboard('{Control>}k{/Control}')
    const search = await findSearch()
    await waitFor(() => expect(document.activeElement).toBe(search))
    expect(field).toHaveProperty('value', '')

    await userEvent.type(search, '王女士')
    const dial = await screen.findByRole('option', { name: '拨打 王女士 139****1111' })
    expect(search.getAttribute('aria-activedescendant')).toBe(dial.id)
    await userEvent.keyboard('{Enter}')
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/v1/speech/call/dial')?.body).toEqual({
        customerId: WANG.id,
      }),
    )
    expect(JSON.parse(window.localStorage.getItem('portal.command-palette.recent.u1@t1') ?? '[]')).toEqual([
      { id: `dial-customer:${WANG.id}`, label: '拨打 王女士 139****1111' },
    ])
  })

  it('steps through the status choices with the arrows and changes the status on Enter', async () => {
    const calls = stubApi({
      ...PREFERENCES,
      'GET /api/v1/speech/rest/labels': () => ({ data: [{ name: '午餐' }] }),
    })
    renderPalette()
    await userEvent.keyboard('{Control>}k{/Control}')
    const search = await findSearch()
    await userEvent.type(search, '小休')
    await screen.findByRole('option', { name: '切换为 小休-午餐' })
    await userEvent.keyboard('{ArrowDown}')
    const active = document.getElementById(search.getAttribute('aria-activedescendant') ?? '')
    expect(active?.textContent).toBe('切换为 小休-午餐')
    await userEvent.keyboard('{Enter}')
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/v1/speech/agent/status')?.body).toEqual({
        status: 2,
        restReason: '午餐',
      }),
    )
  })
})
