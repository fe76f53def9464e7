import { describe, it } from 'vitest'
import type { Page } from 'playwright-core'
import { openSignedInTabs } from './support/push-core'
import { usePortal } from './support/use-portal'

const session = usePortal()

describe('the chat, e-mail and video status items', () => {
  it("shows a choice made in one tab in the account's other tab", async () => {
    const { context, tabs } = await openSignedInTabs(session.browser, session.server.origin, {
      account: 'admin@demo.com',
      password: 'Admin@2026',
      count: 2,
      hasSharedWorker: true,
    })
    const [first, second] = tabs as [Page, Page]
    try {
      await first.getByRole('button', { name: '在线客服状态：离线' }).click()
      await first.getByRole('menuitem', { name: '忙碌' }).click()
      await first.getByRole('button', { name: '在线客服状态：忙碌' }).waitFor()
      await second.getByRole('button', { name: '在线客服状态：忙碌' }).waitFor()
      await second.getByRole('button', { name: '邮件状态：离线' }).click()
      await second.getByRole('menuitem', { name: '在线' }).click()
      await first.getByRole('button', { name: '邮件状态：在线' }).waitFor()
    } finally {
      await context.close()
    }
  })
})
