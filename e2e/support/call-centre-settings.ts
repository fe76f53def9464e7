import type { Locator, Page } from 'playwright-core'
import { DEFAULT_TIME_ZONE } from '@portal/contract'

/** Where the call-centre administration pages live (设置 → 呼叫中心设置), by page. */
export const callCentreSettingsPath = (
  page: 'numbers' | 'ivr' | 'queues' | 'agentRules' | 'signIn' | 'survey',
) => `/mzz/speech/speech/front/main/setting/${page}`

/** A form's Save (Ant Design spaces a two-character label: 保 存). */
export const saveButtonIn = (scope: Locator | Page) =>
  scope.getByRole('button', { name: '保 存' }).or(scope.getByRole('button', { name: '保存' }))

/** Picks an option of the Ant Design select named `label` within `scope`, from the list it opens. */
export async function chooseOption(page: Page, scope: Locator | Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click()
  // The option in the open list (a chosen value and a closed list carry the same title).
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click()
}

/** The weekday (0 Sunday) and the date (YYYY-MM-DD) now in `timeZone`, as the IVR reads its business hours. */
export function todayIn(timeZone: string) {
  const now = new Date()
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(now)
  return {
    weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(weekday),
    date: new Intl.DateTimeFormat('en-CA', { timeZone }).format(now),
  }
}

/** The zh-CN names of the weekdays, Sunday first, as the IVR page lists them. */
const WEEKDAY_NAMES = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六']

export type IvrFlowForm = {
  name: string
  greeting: string
  /** Each key and the skill group it puts the caller through to. */
  keys: readonly (readonly [string, string])[]
  closedGreeting: string
  /** Outside the hours the caller leaves a call-back request (else the call ends after the greeting). */
  takesCallbacks?: boolean
}

/**
 * On the IVR page, already open: a new flow with its keys to skill groups, open all day today in the demo tenants'
 * zone (closed on the other days), saved.
 */
export async function fillNewIvrFlow(page: Page, flow: IvrFlowForm) {
  await page.getByRole('button', { name: '新建 IVR' }).click()
  await page.getByLabel('IVR 名称').fill(flow.name)
  await page.getByLabel('欢迎语').fill(flow.greeting)
  for (const [index, [key, group]] of flow.keys.entries()) {
    await page.getByRole('button', { name: '添加按键' }).click()
    await chooseOption(page, page, `第 ${index + 1} 个按键`, key)
    await chooseOption(page, page, `按键 ${key} 的去向`, '转技能组')
    await chooseOption(page, page, `按键 ${key} 的去向：技能组`, group)
  }
  await page.getByRole('switch', { name: '营业时间' }).click()
  await chooseOption(page, page, '第 1 个时段：星期', WEEKDAY_NAMES[todayIn(DEFAULT_TIME_ZONE).weekday] ?? '')
  await page.getByLabel('第 1 个时段：开始').fill('00:00')
  await page.getByLabel('第 1 个时段：结束').fill('23:59')
  await page.getByLabel('非营业时间提示语').fill(flow.closedGreeting)
  if (flow.takesCallbacks) await page.getByRole('radio', { name: '登记回拨请求' }).check()
}
