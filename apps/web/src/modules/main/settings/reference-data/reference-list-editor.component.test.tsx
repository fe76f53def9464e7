import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInPortal } from '@/test-support/render-in-portal'
import { seriousAxeFindings } from '@/test-support/serious-axe-findings'
import { stubApi } from '@/test-support/stub-api'
import { ReferenceListEditor } from './reference-list-editor'
import { REFERENCE_LIST_DESCRIPTIONS } from './reference-list-descriptions'

const BASE = '/api/v1/portal/reference-data'
const describedList = (name: string) => {
  const list = REFERENCE_LIST_DESCRIPTIONS.find((item) => item.name === name)
  if (!list) throw new Error(name)
  return list
}
const TEMPLATES = [
  { id: '1', name: '到期提醒', content: '您好 {name}', signManageId: 7, signName: '演示科技' },
  { id: '2', name: '欢迎', content: '欢迎光临', signManageId: -1, signName: '' },
]

describe('the generic reference list editor', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('lists the records by their description, checks a new one with the contract rule and saves it', async () => {
    const calls = stubApi({
      [`GET ${BASE}/sms-templates`]: () => ({ data: TEMPLATES }),
      [`GET ${BASE}/sms-signatures`]: () => ({ data: [{ id: '7', name: '演示科技' }] }),
      [`POST ${BASE}/sms-templates`]: (body) => ({
        data: { id: '3', signName: '演示科技', ...(body as object) },
      }),
    })
    renderInPortal({
      routes: [{ path: '/', element: <ReferenceListEditor list={describedList('smsTemplates')} /> }],
    })
    const table = await screen.findByRole('table', { name: '短信模板' })
    expect(await within(table).findByText('到期提醒')).toBeTruthy()
    expect(within(table).getByText('无签名')).toBeTruthy()
    expect(await seriousAxeFindings()).toEqual([])

    await userEvent.click(screen.getByRole('button', { name: /新增短信模板/ }))
    const drawer = await screen.findByRole('dialog', { name: '新增短信模板' })
    await userEvent.type(within(drawer).getByLabelText('模板名称'), '催缴')
    await userEvent.type(within(drawer).getByLabelText(/模板内容/), '您好 {{name')
    await userEvent.click(within(drawer).getByRole('button', { name: /^保\s?存$/ }))
    expect(await within(drawer).findByText('占位符格式不正确，应为 {名称}')).toBeTruthy()
    expect(calls.some((call) => call.method === 'POST')).toBe(false)

    await userEvent.clear(within(drawer).getByLabelText(/模板内容/))
    await userEvent.type(within(drawer).getByLabelText(/模板内容/), '您好 {{name}')
    await userEvent.click(within(drawer).getByRole('combobox', { name: '签名' }))
    // Ant Design's list of choices is drawn apart from its accessible copy; the drawn item takes the click.
    const option = await waitFor(() => {
      const item = document.querySelector('.ant-select-item-option[title="演示科技"]')
      if (!item) throw new Error('the signature is not offered yet')
      return item
    })
    await userEvent.click(option)
    await userEvent.click(within(drawer).getByRole('button', { name: /^保\s?存$/ }))
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        name: '催缴',
        content: '您好 {name}',
        signManageId: 7,
      }),
    )
  }, 30_000)

  it('deletes after asking, moves a record down, and shows the server refusal', async () => {
    const calls = stubApi({
      [`GET ${BASE}/tool-links`]: () => ({
        data: [
          { id: 'lunch', name: '午餐', url: 'https://a.example/', resourceCode: 'a', icon: '', sub: '' },
          { id: 'training', name: '培训', url: 'https://b.example/', resourceCode: 'b', icon: '', sub: '' },
        ],
      }),
      [`POST ${BASE}/tool-links/order`]: () => ({ data: null }),
      [`DELETE ${BASE}/tool-links/lunch`]: () => ({ code: 20000, message: '不能删除' }),
    })
    renderInPortal({
      routes: [{ path: '/', element: <ReferenceListEditor list={describedList('toolLinks')} /> }],
    })
    await userEvent.click(await screen.findByRole('button', { name: '下移 午餐' }))
    await waitFor(() =>
      expect(calls.find((call) => call.path.endsWith('/order'))?.body).toEqual({
        ids: ['training', 'lunch'],
      }),
    )
    expect((screen.getByRole('button', { name: '上移 午餐' }) as HTMLButtonElement).disabled).toBe(true)

    await userEvent.click(screen.getByRole('button', { name: '删除 午餐' }))
    await userEvent.click(await screen.findByRole('button', { name: /^确\s?定$/ }))
    expect(await screen.findByText('不能删除')).toBeTruthy()
  }, 30_000)
})
