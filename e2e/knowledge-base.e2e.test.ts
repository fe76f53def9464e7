import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { runAxe, seriousOrCritical } from './support/axe-check'
import { watchConsole } from './support/console-watch'
import { logInToShell } from './support/shell-page'
import { usePortal } from './support/use-portal'

// The knowledge base against the real server: the administrator writes an article with a picture, sends it to
// review and publishes it; an agent finds it by a Chinese word and by an English one, the words marked, and reads
// it, the picture loaded.
const session = usePortal()
const logIn = (account: string, password: string) =>
  logInToShell(session.browser, session.server.origin, account, password)
const LIST = '/mzz/kmp/kmp/front/main/list'
const TITLE = '光猫指示灯说明'
const IMAGE_ALT = '光猫指示灯示意图'

/** A small real PNG (a blue band 48 × 24), as a writer's screenshot would be. */
const pictureOfModem = () => {
  const png = new PNG({ width: 48, height: 24 })
  for (let offset = 0; offset < png.data.length; offset += 4) png.data.set([22, 119, 255, 255], offset)
  return PNG.sync.write(png)
}

/** Whether an image has loaded: the browser decoded it (a broken one has no natural width). */
const naturalWidthOf = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0))

/** Searches the knowledge base as a reader does: the words in the box, then Enter. */
async function search(page: Page, words: string) {
  const box = page.getByRole('searchbox', { name: '搜索知识' })
  await box.fill(words)
  await box.press('Enter')
  await page
    .getByRole('status')
    .filter({ hasText: `“${words}”` })
    .waitFor()
}

describe('the knowledge base', () => {
  it('has an article written, reviewed and published by the administrator, then found and read by agent01', async () => {
    const admin = await logIn('admin@demo.com', 'Admin@2026')
    const watchAdmin = await watchConsole(admin.context)
    const agent = await logIn('agent01', 'Agent@2026')
    const watchAgent = await watchConsole(agent.context)
    try {
      const { page } = admin
      await page.goto(session.portal(LIST))
      await page.getByRole('heading', { name: '知识库', level: 1 }).waitFor()
      await page.getByRole('link', { name: '宽带报修流程' }).waitFor()
      expect(seriousOrCritical(await runAxe(page))).toEqual([])

      // 新建知识: a title is required; the body is rich text with a Chinese and an English word.
      await page.getByRole('button', { name: '新建知识' }).click()
      await page.waitForURL(/\/list\/new$/)
      await page.getByRole('heading', { name: '新建知识', level: 1 }).waitFor()
      const body = page.getByRole('textbox', { name: '正文' })
      await body.waitFor()
      await page.getByRole('button', { name: '保存并提交审核' }).click()
      await page.getByText('请填写知识标题').waitFor()
      await page.getByLabel('标题', { exact: true }).fill(TITLE)
      await body.click()
      await page.keyboard.type('光猫的光信号灯闪红时，请先重启 router 再检查光纤。')

      // 插入图片 by keyboard: the picture is uploaded and shown by its address, its file name the first description,
      // which 图片说明 changes.
      const chooser = page.waitForEvent('filechooser')
      await page.getByRole('button', { name: '插入图片' }).focus()
      await page.keyboard.press('Enter')
      await (
        await chooser
      ).setFiles({ name: '光猫正面.png', mimeType: 'image/png', buffer: pictureOfModem() })
      const picture = body.getByRole('img', { name: '光猫正面.png' })
      await picture.waitFor()
      expect(await picture.getAttribute('src')).toMatch(/^\/file\/api\/v1\/file\/download\/[0-9a-f-]{36}$/)
      await expect.poll(() => naturalWidthOf(picture)).toBe(48)
      await picture.click()
      await page.getByRole('button', { name: '图片说明' }).click()
      const description = page.getByRole('textbox', { name: '图片说明' })
      await description.fill(IMAGE_ALT)
      await description.press('Enter')
      await body.getByRole('img', { name: IMAGE_ALT }).waitFor()
      expect(seriousOrCritical(await runAxe(page))).toEqual([])
      await page.getByRole('button', { name: '保存并提交审核' }).click()
      await page.waitForURL(/\/list\/detail\//)
      await page.getByRole('heading', { name: TITLE }).waitFor()
      await page.getByRole('region', { name: '编辑稿' }).getByText('待审核').waitFor()
      await page.getByRole('region', { name: '版本记录' }).getByRole('cell', { name: '提交审核' }).waitFor()

      // 知识审核: the review queue, where it is published.
      await page.getByRole('link', { name: '知识审核' }).click()
      await page.getByRole('heading', { name: '知识审核', level: 1 }).waitFor()
      expect(seriousOrCritical(await runAxe(page))).toEqual([])
      await page.getByRole('button', { name: `发布 ${TITLE}` }).click()
      await page.getByRole('button', { name: `发布 ${TITLE}` }).waitFor({ state: 'detached' })

      // agent01 finds it by a two-character Chinese word and by the English word, the words marked.
      const reader = agent.page
      await reader.goto(session.portal(LIST))
      await reader.getByRole('heading', { name: '知识库', level: 1 }).waitFor()
      await search(reader, '光猫')
      const results = reader.getByRole('region', { name: '搜索结果' })
      await results.getByRole('link', { name: TITLE }).waitFor()
      // Waited for, not counted: the newest articles (this one first) show before the search's answer.
      await results.locator('mark', { hasText: '光猫' }).first().waitFor()
      await search(reader, 'router')
      await results.getByRole('link', { name: TITLE }).waitFor()
      await results
        .locator('mark', { hasText: /router/i })
        .first()
        .waitFor()
      expect(seriousOrCritical(await runAxe(reader))).toEqual([])

      // An agent reads, neither writes nor reviews.
      expect(await reader.getByRole('button', { name: '新建知识' }).count()).toBe(0)
      expect(await reader.getByRole('link', { name: '知识审核' }).count()).toBe(0)

      await results.getByRole('link', { name: TITLE }).click()
      await reader.waitForURL(/\/list\/detail\//)
      await reader.getByRole('heading', { name: TITLE, level: 1 }).waitFor()
      await reader.getByText('请先重启 router 再检查光纤').waitFor()
      const published = reader.getByRole('article').getByRole('img', { name: IMAGE_ALT })
      await expect.poll(() => naturalWidthOf(published)).toBe(48)
      expect(await reader.getByRole('button', { name: '编辑' }).count()).toBe(0)
      expect(await reader.getByRole('button', { name: '下架' }).count()).toBe(0)
      expect(seriousOrCritical(await runAxe(reader))).toEqual([])

      // The administrator takes it down (下架); agent01's search no longer finds it.
      await page.goto(reader.url())
      await page.getByRole('button', { name: '下架' }).click()
      await page.getByRole('tooltip').getByRole('button', { name: '下架' }).click()
      await page.getByText(`《${TITLE}》已下架`).waitFor()
      await reader.goto(session.portal(LIST))
      await search(reader, '光猫')
      await results.getByRole('link', { name: TITLE }).waitFor({ state: 'detached' })
      expect(await results.getByRole('link', { name: TITLE }).count()).toBe(0)

      expect(watchAdmin.problems).toEqual([])
      expect(watchAgent.problems).toEqual([])
    } finally {
      await admin.context.close()
      await agent.context.close()
    }
  })
})
