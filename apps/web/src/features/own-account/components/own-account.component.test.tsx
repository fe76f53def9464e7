import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AVATAR_MAX_BYTES, type OwnSession, type Profile } from '@portal/contract'
import { SESSION_QUERY_KEY } from '@/lib/sessions/get-session'
import { renderInPortal } from '@/test-support/render-in-portal'
import { seriousAxeFindings } from '@/test-support/serious-axe-findings'
import { stubApi } from '@/test-support/stub-api'
import { AvatarField } from './avatar-field'
import { InvitePanel } from './invite-panel'
import { OwnSessionList } from './own-session-list'
import { ProfileForm } from './profile-form'

const PROFILE: Profile = {
  name: '坐席01',
  username: 'agent01',
  email: null,
  phone: '13800000001',
  roleName: '坐席',
  tenantName: '演示科技',
  avatar: null,
  allowMultipleSessions: false,
}
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36'
const SESSIONS: OwnSession[] = [
  {
    id: 's1',
    ip: '127.0.0.1',
    userAgent: CHROME,
    signedInAt: '2026-01-01T01:00:00Z',
    lastSeenAt: '2026-01-01T02:00:00Z',
    isCurrent: true,
  },
  {
    id: 's2',
    ip: '10.0.0.2',
    userAgent: CHROME,
    signedInAt: '2026-01-01T00:00:00Z',
    lastSeenAt: '2026-01-01T00:30:00Z',
    isCurrent: false,
  },
]

const renderAlone = (element: React.ReactElement) => renderInPortal({ routes: [{ path: '/', element }] })

/** Stands in for the login's RSA sealing, which needs the server's key. */
const sealForTest = async (password: string) => `sealed:${password}`

describe('the personal info form', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('refuses a name over 20 characters and a malformed phone with the contract texts, sending nothing', async () => {
    const calls = stubApi({})
    renderAlone(<ProfileForm profile={PROFILE} isInternational={false} sealPassword={sealForTest} />)
    const name = screen.getByLabelText('姓名')
    await userEvent.clear(name)
    fireEvent.change(name, { target: { value: '名'.repeat(21) } })
    const phone = screen.getByLabelText('手机号码')
    await userEvent.clear(phone)
    await userEvent.type(phone, '2345')
    await userEvent.click(screen.getByRole('button', { name: '保 存' }))
    expect(await screen.findByText('姓名不能超过20个字符')).toBeTruthy()
    expect(await screen.findByText('手机号格式错误')).toBeTruthy()
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([])
  })

  it('saves name, phone and the several-devices choice, then reads the session again', async () => {
    const calls = stubApi({ 'PUT /user/profile': (body) => ({ data: { ...PROFILE, ...(body as object) } }) })
    const { queryClient } = renderAlone(
      <ProfileForm profile={PROFILE} isInternational={false} sealPassword={sealForTest} />,
    )
    const name = screen.getByLabelText('姓名')
    await userEvent.clear(name)
    await userEvent.type(name, '新名字')
    await userEvent.click(screen.getByRole('switch', { name: '允许多设备同时登录' }))
    // Several devices asks for the current password first.
    await userEvent.click(screen.getByRole('button', { name: '保 存' }))
    expect(await screen.findByText('修改手机号或允许多设备登录，请输入当前密码')).toBeTruthy()
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([])
    await userEvent.type(screen.getByLabelText('当前密码'), 'Agent@2026')
    await userEvent.click(screen.getByRole('button', { name: '保 存' }))
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        name: '新名字',
        phone: '13800000001',
        allowMultipleSessions: true,
        currentPassword: 'sealed:Agent@2026',
      }),
    )
    await waitFor(() => expect(queryClient.getQueryState(SESSION_QUERY_KEY)?.isInvalidated).toBe(true))
    expect(await seriousAxeFindings()).toEqual([])
  })
})

describe('the avatar field', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('refuses a GIF and an image over 2 MB before sending, and uploads a PNG', async () => {
    const calls = stubApi({
      'POST /user/profile/avatar': () => ({
        data: { ...PROFILE, avatar: { fileId: 'f1', updatedAt: '2026-01-01T00:00:00Z' } },
      }),
    })
    renderAlone(<AvatarField avatar={null} />)
    const input = screen.getByLabelText('上传头像')
    await userEvent.upload(input, new File(['GIF89a'], 'me.gif', { type: 'image/gif' }), {
      applyAccept: false,
    })
    // An alert of the field's own (the page-wide toast of an earlier test may be up too).
    const alertTexts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent)
    await waitFor(() => expect(alertTexts()).toContain('头像仅支持 PNG、JPEG、WebP 格式'))
    const large = new File([new Uint8Array(AVATAR_MAX_BYTES + 1)], 'big.png', { type: 'image/png' })
    await userEvent.upload(input, large)
    // The GIF's alert is still up until the new check replaces it: wait for the new text.
    await waitFor(() => expect(alertTexts()).toContain('头像不能超过2MB'), { timeout: 5000 })
    expect(alertTexts()).not.toContain('头像仅支持 PNG、JPEG、WebP 格式')
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])

    await userEvent.upload(input, new File(['png'], 'me.png', { type: 'image/png' }))
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/user/profile/avatar')?.body).toEqual({
        fileName: 'me.png',
        contentType: 'image/png',
        dataBase64: btoa('png'),
      }),
    )
    // The field's own alert is gone (the page-wide toast of an earlier test may still be up, so not any alert).
    await waitFor(() => expect(screen.queryByText('头像不能超过2MB')).toBeNull(), { timeout: 5000 })
    expect(screen.queryByText('头像仅支持 PNG、JPEG、WebP 格式')).toBeNull()
  })
})

describe('the signed-in devices', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('marks this device and ends another one from its own button', async () => {
    const calls = stubApi({
      'GET /user/sessions': () => ({ data: SESSIONS }),
      'POST /user/sessions/s2/end': () => ({ data: null }),
    })
    renderAlone(<OwnSessionList />)
    expect(await screen.findByText('本设备')).toBeTruthy()
    expect(screen.getAllByText('Chrome 120 · Linux')).toHaveLength(2)
    await userEvent.click(screen.getByRole('button', { name: '使 Chrome 120 · Linux（10.0.0.2）下线' }))
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.path === '/user/sessions/s2/end')).toBe(
        true,
      ),
    )
    expect(screen.queryByRole('button', { name: /127\.0\.0\.1/ })).toBeNull()
  })

  it('names its controls in en-US too', async () => {
    stubApi({ 'GET /user/sessions': () => ({ data: SESSIONS }) })
    await i18next.changeLanguage('en-US')
    try {
      renderAlone(<OwnSessionList />)
      expect(
        await screen.findByRole('button', { name: 'Sign out Chrome 120 · Linux (10.0.0.2)' }),
      ).toBeTruthy()
      expect(screen.getByText('This device')).toBeTruthy()
    } finally {
      await i18next.changeLanguage('zh-CN')
    }
  })
})

describe('the invite panel', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows the invite link and the sign-ups it brought', async () => {
    stubApi({
      'GET /user/invite': () => ({
        data: {
          code: 'ABCDEFGH23',
          signups: [{ maskedName: '王**', registeredAt: '2026-01-02T00:00:00Z', isActivated: true }],
        },
      }),
    })
    renderAlone(<InvitePanel />)
    await waitFor(() =>
      expect((screen.getByLabelText('我的邀请链接') as HTMLInputElement).value).toBe(
        `${window.location.origin}/dzfront/portal/register?invite=ABCDEFGH23`,
      ),
    )
    expect(screen.getByText('王**')).toBeTruthy()
    expect(screen.getByText('已激活')).toBeTruthy()
  })
})
