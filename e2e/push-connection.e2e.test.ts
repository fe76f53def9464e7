import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { publishAnnouncement } from './support/news-page'
import { openSignedInTabs, pushFramesOf, pushSocketCount, recordPushFrames } from './support/push-core'
import { bellCount, logInToShell } from './support/shell-page'
import { usePortal } from './support/use-portal'

const session = usePortal()

/** agent01 signed in with three tabs of the portal; without a shared worker, the tabs elect a leader. */
async function agentWithThreeTabs({ hasSharedWorker }: { hasSharedWorker: boolean }) {
  const { context, tabs } = await openSignedInTabs(session.browser, session.server.origin, {
    count: 3,
    hasSharedWorker,
  })
  const [first, ...others] = tabs as [Page, ...Page[]]
  return { context, first, others }
}

/** Publishes an announcement to Demo Co. as its administrator, from a browser of their own. */
async function announce(title: string) {
  const admin = await logInToShell(session.browser, session.server.origin, 'admin@demo.com', 'Admin@2026')
  try {
    await publishAnnouncement(admin.page, { title, content: `<p>${title}</p>` })
  } finally {
    await admin.context.close()
  }
}

describe('one push connection per browser', () => {
  it('holds one socket for three tabs of a session, in a shared worker that outlives the first tab', async () => {
    const { context, first, others } = await agentWithThreeTabs({ hasSharedWorker: true })
    try {
      await expect.poll(() => pushSocketCount(first)).toBe(1)
      // Long enough for a socket per tab to have shown up.
      await first.waitForTimeout(1000)
      expect(await pushSocketCount(first)).toBe(1)

      await first.close()
      for (const tab of others) await expect.poll(() => bellCount(tab)).toBeGreaterThan(0)
      const before = await Promise.all(others.map(bellCount))
      for (const tab of others) await recordPushFrames(tab)
      await announce('交接班提醒')
      for (const [index, tab] of others.entries()) {
        await expect.poll(() => bellCount(tab), { timeout: 5000 }).toBe((before[index] ?? 0) + 1)
        expect(await pushFramesOf(tab)).toContainEqual(expect.objectContaining({ type: 'NEWS' }))
      }
      expect(await pushSocketCount(others[0] as Page)).toBe(1)
    } finally {
      await context.close()
    }
  })

  it('without a shared worker, holds one socket in the elected tab and hands it on when that tab closes', async () => {
    const { context, first, others } = await agentWithThreeTabs({ hasSharedWorker: false })
    try {
      await expect.poll(() => pushSocketCount(first)).toBe(1)
      await first.waitForTimeout(1000)
      expect(await pushSocketCount(first)).toBe(1)

      // The first tab was elected (it asked first): closing it hands the connection to another tab.
      await first.close()
      const remaining = others[0] as Page
      await remaining.waitForTimeout(1500)
      await expect.poll(() => pushSocketCount(remaining)).toBe(1)
      for (const tab of others) await expect.poll(() => bellCount(tab)).toBeGreaterThan(0)
      const before = await Promise.all(others.map(bellCount))
      await announce('夜班交接')
      for (const [index, tab] of others.entries()) {
        await expect.poll(() => bellCount(tab), { timeout: 5000 }).toBe((before[index] ?? 0) + 1)
      }
      expect(await pushSocketCount(remaining)).toBe(1)
    } finally {
      await context.close()
    }
  })

  it('takes every tab offline through the shared worker when the account logs in elsewhere', async () => {
    const { context, tabs } = await openSignedInTabs(session.browser, session.server.origin, {
      count: 2,
      hasSharedWorker: true,
    })
    try {
      await expect.poll(() => pushSocketCount(tabs[0] as Page)).toBe(1)
      const elsewhere = await logInToShell(session.browser, session.server.origin, 'agent01', 'Agent@2026')
      await elsewhere.context.close()
      for (const tab of tabs) {
        const dialog = tab.getByRole('dialog', { name: '下线通知' })
        await dialog.getByText('您的账号已在其他设备登录，当前设备已下线').waitFor()
      }
    } finally {
      await context.close()
    }
  })
})
