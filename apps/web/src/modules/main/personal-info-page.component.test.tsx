import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Profile } from '@portal/contract'
import { renderInPortal } from '@/test-support/render-in-portal'
import { seriousAxeFindings } from '@/test-support/serious-axe-findings'
import { stubApi } from '@/test-support/stub-api'
import { PersonalInfoPage } from './personal-info-page'

const PROFILE: Profile = {
  name: '坐席01',
  username: 'agent01',
  email: null,
  phone: '13800000001',
  roleName: '坐席',
  tenantName: '演示科技',
  avatar: { fileId: 'f1', updatedAt: '2026-01-01T00:00:00.000Z' },
  allowMultipleSessions: false,
}

describe('the personal info page', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows the account with its avatar, and opens the change-password dialog with the §5 rules', async () => {
    stubApi({ 'GET /user/profile': () => ({ data: PROFILE }), 'GET /user/sessions': () => ({ data: [] }) })
    renderInPortal({ routes: [{ path: '/', element: <PersonalInfoPage /> }] })
    expect(((await screen.findByLabelText('姓名')) as HTMLInputElement).value).toBe('坐席01')
    expect(screen.getByText('演示科技')).toBeTruthy()
    expect(screen.getByRole('img', { name: '头像' }).getAttribute('src')).toMatch(
      /^\/file\/api\/v1\/file\/download\/f1\?t=1767225600000/,
    )
    expect(await seriousAxeFindings()).toEqual([])

    await userEvent.click(screen.getByRole('button', { name: '修改密码' }))
    // The dialog is loaded when it is first asked for.
    const dialog = await screen.findByRole('dialog', { name: '修改密码' }, { timeout: 10_000 })
    expect(dialog).toBeTruthy()
    await userEvent.type(screen.getByLabelText('新密码', { exact: true }), 'short')
    await userEvent.tab()
    expect(await screen.findByText('密码长度为8-20位')).toBeTruthy()
  }, 30_000)
})
