import { describe, expect, it } from 'vitest'
import { usePortal } from './support/use-portal'
import { logInToShell } from './support/shell-page'

const session = usePortal()

describe('the audit trail', () => {
  it('shows the administrator a banner they edited, found by its action, with its link before and after', async () => {
    const admin = await logInToShell(session.browser, session.server.origin, 'admin@demo.com', 'Admin@2026')
    const { page } = admin
    try {
      await page.goto(session.portal('/mzz/main/main/setting/banner'))
      await page.getByRole('button', { name: '编辑轮播图 1' }).click()
      const drawer = page.getByRole('dialog')
      const link = drawer.getByLabel('链接地址')
      const oldLink = await link.inputValue()
      const newLink = 'https://example.com/audited-offer'
      await drawer.getByRole('radio', { name: '新窗口打开' }).check()
      await link.fill(newLink)
      await drawer.getByRole('button', { name: '保存' }).click()
      await page.getByText('轮播图已保存').waitFor()

      await page.goto(session.portal('/mzz/main/main/setting/audit'))
      await page.getByRole('heading', { name: '操作审计' }).waitFor()
      await page.getByRole('combobox', { name: '操作' }).click()
      await page.getByTitle('修改轮播图', { exact: true }).click()
      await page.getByRole('button', { name: '查询' }).click()
      const table = page.getByRole('table', { name: '操作审计记录' })
      const row = table.getByRole('row').filter({ hasText: newLink }).first()
      await row.waitFor()
      await expect
        .poll(() => table.getByRole('row').filter({ hasText: '修改轮播图' }).count())
        .toBeGreaterThan(0)
      expect(await table.getByRole('row').filter({ hasText: '删除轮播图' }).count()).toBe(0)

      await row.getByRole('button', { name: '查看' }).click()
      const diff = page.getByRole('table', { name: new RegExp(`^修改轮播图: ${newLink}`) })
      const linkRow = diff.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^link/ }) })
      await linkRow.waitFor()
      expect(await linkRow.getByRole('cell').allTextContents()).toEqual([oldLink, newLink])
      expect(await linkRow.getAttribute('data-changed')).toBe('true')
      const sortRow = diff.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^sort/ }) })
      expect(await sortRow.getAttribute('data-changed')).toBe('false')
    } finally {
      await admin.context.close()
    }
  })
})
