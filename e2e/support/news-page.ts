import type { Page } from 'playwright-core'
import { publishAnnouncementRoute, noticeTypesRoute } from '@portal/contract'

/** The message centre's columns and controls, found by their accessible names (zh-CN). */
export const messageCentre = (page: Page) => {
  const categories = page.getByRole('navigation', { name: '消息分类' })
  const list = page.getByRole('list', { name: '消息列表' })
  const item = (title: string) => list.getByRole('button', { name: title, exact: true })
  const category = (name: string) => categories.getByRole('button', { name: new RegExp(`^${name}`) })
  return {
    categories,
    detail: page.getByRole('region', { name: '消息详情' }),
    search: page
      .getByRole('searchbox', { name: '搜索消息' })
      .or(page.getByRole('textbox', { name: '搜索消息' })),
    category,
    markAllRead: (name: string) => categories.getByRole('button', { name: `将「${name}」全部标为已读` }),
    /** The unread count a category announces ("全部消息（12 条未读）"), 0 when it announces none. */
    unreadOf: async (name: string): Promise<number> => {
      const announced = await category(name).getAttribute('aria-label')
      return Number(/（(\d+) 条未读）/.exec(announced ?? '')?.[1] ?? 0)
    },
    readTab: (name: string) => page.getByRole('tab', { name, exact: true }),
    items: () => list.locator(':scope > li > button'),
    item,
    listedCount: () => list.locator(':scope > li').count(),
    toggle: (title: string, name: '收藏' | '已读') =>
      list
        .locator('li', { has: page.getByRole('button', { name: title, exact: true }) })
        .getByRole('button', { name, exact: true }),
  }
}

/**
 * Publishes an enterprise announcement to the whole tenant as the signed-in administrator of `page`, through the
 * same call the settings page makes (fetch from the page, so the session cookie and Origin are the browser's).
 */
export async function publishAnnouncement(page: Page, announcement: { title: string; content: string }) {
  const code = await page.evaluate(
    async ({ typesPath, publishPath, body }) => {
      const types = await (await fetch(typesPath)).json()
      const response = await fetch(publishPath, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, noticeTypeId: types.data[0].id }),
      })
      return (await response.json()).code as number
    },
    {
      typesPath: noticeTypesRoute.path,
      publishPath: publishAnnouncementRoute.path,
      body: { ...announcement, noticeLevel: 1, audience: { kind: 'tenant' } },
    },
  )
  if (code !== 10000) throw new Error(`publishing "${announcement.title}" answered code ${code}`)
}
