import { MESSAGES, REFERENCE_DATA_PATH, type MessageKey, type ReferenceListName } from '@portal/contract'
import { ownerQuery } from '../../../test/owner-query'
import type { DemoApp } from '../../../test/demo-app'

/** A sample of each list for the API tests: a record to add, its edit, and a form the contract refuses. */
export type ListSample = {
  path: string
  create: Record<string, unknown>
  edit: Record<string, unknown>
  invalid: [Record<string, unknown>, MessageKey]
}

export const listSamples = (allowedOrigin: string): Record<ReferenceListName, ListSample> => ({
  smsTemplates: {
    path: 'sms-templates',
    create: { name: '催缴提醒', content: '您好 {name}，您的账单 {bill} 即将到期', signManageId: -1 },
    edit: { name: '催缴提醒二', content: '您好 {name}', signManageId: -1 },
    invalid: [
      { name: '坏模板', content: '您好 {name', signManageId: -1 },
      'referenceData.placeholderInvalid',
    ],
  },
  smsSignatures: {
    path: 'sms-signatures',
    create: { name: '新签名' },
    edit: { name: '改过的签名' },
    invalid: [{ name: '  ' }, 'referenceData.nameRequired'],
  },
  toolLinks: {
    path: 'tool-links',
    create: { name: '地图', url: 'https://map.example/', resourceCode: 'tool.map', icon: '', sub: '' },
    edit: { name: '地图二', url: 'http://map.example/b', resourceCode: 'tool.map', icon: 'map', sub: 'x' },
    invalid: [
      { name: '坏链接', url: 'javascript:alert(1)', resourceCode: 'tool.x' },
      'referenceData.urlInvalid',
    ],
  },
  helperComponents: {
    path: 'helper-components',
    create: { name: '知识库', url: `${allowedOrigin}/kb`, menuPosition: 'global', openType: 1, icon: '' },
    edit: {
      name: '知识库二',
      url: `${allowedOrigin}/kb2`,
      menuPosition: 'workbench',
      openType: 2,
      icon: 'book',
    },
    invalid: [{ name: '坏组件', url: 'ftp://files.example/', openType: 1 }, 'referenceData.urlInvalid'],
  },
  noticeTypes: {
    path: 'notice-types',
    create: { code: 'promo', name: '促销', nameEn: 'Promotion' },
    edit: { code: 'promo2', name: '促销活动', nameEn: '' },
    invalid: [{ code: 'a b', name: '坏编码' }, 'referenceData.codeInvalid'],
  },
  wrapUpCodes: {
    path: 'wrap-up-codes',
    create: { code: 'CALLBACK', name: '需回电' },
    edit: { code: 'CALLBACK_LATER', name: '稍后回电' },
    invalid: [{ code: '', name: '空编码' }, 'referenceData.codeInvalid'],
  },
  customerFields: {
    path: 'customer-fields',
    create: { code: 'hobby', name: '爱好', nameEn: 'Hobby' },
    edit: { code: 'hobby', name: '兴趣爱好', nameEn: 'Hobbies' },
    invalid: [{ code: 'hobby', name: '' }, 'referenceData.nameRequired'],
  },
})

export const zhCn = (key: MessageKey) => MESSAGES['zh-CN'][key]

/** Calls one list's routes as a user (a list of the reference-data page, or of another page under `root`). */
export const listClient = (t: DemoApp, path: string, root: string = REFERENCE_DATA_PATH) => {
  const url = `${root}/${path}`
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', to: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url: to, headers: { cookie }, ...(payload ? { payload } : {}) })
  return {
    get: (cookie: string) => call('GET', url, cookie),
    list: async (cookie = t.admin): Promise<({ id: string } & Record<string, unknown>)[]> =>
      (await call('GET', url, cookie)).json().data,
    create: (payload: object, cookie = t.admin) => call('POST', url, cookie, payload),
    update: (id: string, payload: object, cookie = t.admin) =>
      call('PUT', `${url}/${encodeURIComponent(id)}`, cookie, payload),
    remove: (id: string, cookie = t.admin) => call('DELETE', `${url}/${encodeURIComponent(id)}`, cookie),
    reorder: (ids: string[], cookie = t.admin) => call('POST', `${url}/order`, cookie, { ids }),
  }
}

/** The audit rows of one record, oldest first, read past row-level security. */
export const auditRows = (t: DemoApp, targetType: string, targetId: string) =>
  ownerQuery<{ action: string; before_values: unknown; after_values: unknown; tenant_code: string }>(
    t.store,
    `SELECT e.action, e.before_values, e.after_values, tn.code AS tenant_code
     FROM audit_events e JOIN tenants tn ON tn.id = e.tenant_id
     WHERE e.target_type = $1 AND e.target_id = $2 ORDER BY e.created_at`,
    [targetType, targetId],
  )
