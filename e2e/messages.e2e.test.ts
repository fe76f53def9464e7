import { describe, expect, it } from 'vitest'
import { usePortal } from './support/use-portal'
import { bellCount, logInToShell } from './support/shell-page'
import { messageCentre, publishAnnouncement } from './support/news-page'
import { readQrCode } from './support/read-qr-code'

const session = usePortal()

const logIn = (account: string, password: string) =>
  logInToShell(session.browser, session.server.origin, account, password)
const logInAsAdmin = () => logIn('admin@demo.com', 'Admin@2026')
const logInAsAgent = () => logIn('agent01', 'Agent@2026')

describe('a new enterprise announcement', () => {
  it("reaches agent01's bell within 2 s without a reload, with the badge and the tab title", async () => {
    const agent = await logInAsAgent()
    const admin = await logInAsAdmin()
    try {
      await expect.poll(() => bellCount(agent.page)).toBeGreaterThan(0)
      const before = await bellCount(agent.page)
      await expect.poll(() => agent.page.title()).toMatch(new RegExp(`^\\(${before}\\) `))
      let reloads = 0
      agent.page.on('load', () => (reloads += 1))

      await admin.page.goto(session.portal('/mzz/main/main/setting/enterpriseNotice'))
      await admin.page.getByRole('button', { name: '新建公告' }).click()
      const form = admin.page.getByRole('dialog')
      await form.getByLabel('公告标题').fill('今晚系统维护通知')
      await form.getByRole('textbox', { name: '公告内容' }).fill('今晚 22:00 至 23:00 系统维护。')
      await form.getByRole('combobox', { name: '公告类型' }).click()
      await admin.page.getByTitle('通知', { exact: true }).click()
      await form.getByRole('button', { name: '发布' }).click()
      await admin.page.getByText('公告已发布').waitFor()

      const announced = agent.page.getByRole('link', { name: `${before + 1} 条未读消息` })
      await announced.waitFor({ timeout: 2000 })
      await agent.page.getByText('今晚系统维护通知').first().waitFor({ timeout: 2000 })
      await expect.poll(() => agent.page.title()).toMatch(new RegExp(`^\\(${before + 1}\\) `))
      expect(reloads).toBe(0)
    } finally {
      await admin.context.close()
      await agent.context.close()
    }
  })

  it('never runs a script payload in its content', async () => {
    const admin = await logInAsAdmin()
    const agent = await logInAsAgent()
    try {
      await publishAnnouncement(admin.page, {
        title: '脚本载荷测试',
        content:
          '<p>正文</p><img src="x" onerror="window.__injected = \'onerror\'">' +
          '<script>window.__injected = "script"</script>' +
          '<a href="javascript:window.__injected=\'link\'">点我</a>' +
          '<svg><animate onbegin="window.__injected = \'svg\'" attributeName="x" dur="1s"/></svg>',
      })
      const centre = messageCentre(agent.page)
      await agent.page.goto(session.portal('/news?type=3'))
      await centre.item('脚本载荷测试').click()
      await centre.detail.getByText('正文').waitFor()
      await centre.detail.getByText('点我').click()
      await agent.page.getByText('获取链接失败！！').waitFor()
      expect(await centre.detail.locator('script, [onerror], [onbegin]').count()).toBe(0)
      expect(await agent.page.evaluate(() => (window as { __injected?: string }).__injected)).toBeUndefined()
    } finally {
      await admin.context.close()
      await agent.context.close()
    }
  })
})

describe('the message centre', () => {
  it('keeps the filters, star, read toggles and mark-all-read in step with the unread counts', async () => {
    const { context, page } = await logInAsAdmin()
    try {
      const centre = messageCentre(page)
      await page.goto(session.portal('/news?type=0'))
      await expect.poll(() => centre.unreadOf('全部消息')).toBeGreaterThan(0)
      const unreadAll = await centre.unreadOf('全部消息')
      await expect.poll(() => bellCount(page)).toBe(unreadAll)

      await centre.readTab('未读').click()
      await expect.poll(() => centre.listedCount()).toBe(Math.min(unreadAll, 50))

      // Reading one message lowers the count of all, of its category and of the bell by one.
      const first = centre.items().first()
      const title = (await first.getAttribute('aria-label')) ?? ''
      await first.click()
      await centre.detail.getByRole('heading', { name: title }).waitFor()
      await expect.poll(() => centre.unreadOf('全部消息')).toBe(unreadAll - 1)
      await expect.poll(() => bellCount(page)).toBe(unreadAll - 1)

      // The read toggle puts it back among the unread.
      await centre.readTab('全部').click()
      await centre.toggle(title, '已读').click()
      await expect.poll(() => centre.unreadOf('全部消息')).toBe(unreadAll)
      await expect.poll(() => centre.toggle(title, '已读').getAttribute('aria-pressed')).toBe('false')

      // Starring shows it under my favourites, and unstarring removes it.
      await centre.toggle(title, '收藏').click()
      await expect.poll(() => centre.toggle(title, '收藏').getAttribute('aria-pressed')).toBe('true')
      await centre.category('我的收藏').click()
      await centre.item(title).waitFor()
      await centre.toggle(title, '收藏').click()
      await expect.poll(() => centre.item(title).count()).toBe(0)

      // The keyword filter finds the message by its title.
      await centre.category('全部消息').click()
      await centre.search.fill(title)
      await centre.search.press('Enter')
      await expect.poll(() => centre.item(title).count()).toBe(1)
      // Opening it again reads it again.
      await centre.item(title).click()
      await expect.poll(() => centre.toggle(title, '已读').getAttribute('aria-pressed')).toBe('true')
      await expect.poll(() => centre.unreadOf('全部消息')).toBe(unreadAll - 1)
      await centre.search.fill('')
      await centre.search.press('Enter')

      // Mark all read empties every count and the unread tab.
      await centre.markAllRead('全部消息').click()
      await expect.poll(() => centre.unreadOf('全部消息')).toBe(0)
      await expect.poll(() => bellCount(page)).toBe(0)
      await centre.readTab('未读').click()
      await page.getByText('暂无消息').waitFor()
    } finally {
      await context.close()
    }
  })

  it('shows each of 300 messages exactly once over endless scroll', async () => {
    const admin = await logInAsAdmin()
    try {
      const titles = Array.from(
        { length: 300 },
        (_, index) => `滚动测试 ${String(index + 1).padStart(3, '0')}`,
      )
      // Ten at a time: the order does not matter, and one by one takes most of a minute on a busy machine.
      for (let start = 0; start < titles.length; start += 10) {
        const batch = titles.slice(start, start + 10)
        await Promise.all(
          batch.map((title) => publishAnnouncement(admin.page, { title, content: `<p>${title}</p>` })),
        )
      }
      const centre = messageCentre(admin.page)
      await admin.page.goto(session.portal('/news?type=3'))
      await centre.search.fill('滚动测试')
      await centre.search.press('Enter')
      await centre.items().first().waitFor()
      while ((await admin.page.getByText('已经到底了').count()) === 0) {
        await centre.items().last().scrollIntoViewIfNeeded()
        await admin.page.waitForTimeout(50)
      }
      const shown = await centre
        .items()
        .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''))
      expect(shown).toHaveLength(300)
      expect(new Set(shown)).toEqual(new Set(titles))
    } finally {
      await admin.context.close()
    }
    // 300 publications and thirty pages of scrolling: more than the default minute on two busy cores.
  }, 150_000)
})

describe('the QR login of a chat-robot message (subType 610)', () => {
  it('shows the code, waits about 5 s before polling, and closes when the phone confirms', async () => {
    const { context, page } = await logInAsAdmin()
    try {
      const qrCalls: number[] = []
      page.on('request', (request) => {
        if (request.url().includes('/chat/api/v1/rpa/login/qrcode/')) qrCalls.push(Date.now())
      })
      // Its own category: earlier tests publish hundreds of newer announcements.
      await page.goto(session.portal('/news?type=7'))
      const centre = messageCentre(page)
      await centre.item('企业微信机器人需要扫码登录').click()
      await centre.detail.getByRole('button', { name: '扫码登录' }).click()
      const dialog = page.getByRole('dialog', { name: '扫码登录' })
      await dialog.getByRole('status').filter({ hasText: '请使用企业微信扫描二维码登录' }).waitFor()

      // The phone reads the code and confirms: the code holds the demo scan URL with this login's ticket.
      const scanUrl = new URL(await readQrCode(dialog.getByRole('img', { name: '登录二维码' })))
      expect(scanUrl.pathname).toMatch(/^\/chat\/api\/v1\/rpa\/login\/scan\/[\w-]{16,}$/)
      const scan = await fetch(`${session.server.origin}${scanUrl.pathname}`, { method: 'POST' })
      expect(scan.status).toBe(200)

      await page.getByText('登录成功').waitFor()
      await dialog.waitFor({ state: 'hidden' })
      // One call to show the code, then none for about 5 s (the spec's start wait), then the poll that saw it.
      const [shownCall, firstPoll] = qrCalls
      expect(firstPoll).toBeDefined()
      expect((firstPoll ?? 0) - (shownCall ?? 0)).toBeGreaterThanOrEqual(4500)
    } finally {
      await context.close()
    }
  })
})
