import { describe, expect, it } from 'vitest'
import { buildMenuTree, type MenuRow } from './menu-tree'

let nextId = 0
const row = (code: string, more: Partial<MenuRow> = {}): MenuRow => ({
  id: `id-${(nextId += 1)}`,
  parent_id: null,
  resource_code: code,
  resource_type: 1,
  name: code,
  name_en: `${code} (en)`,
  url: `/${code}`,
  open_type: 3,
  icon: null,
  visible: true,
  product_module: null,
  ...more,
})

const setting = row('setting', { url: null })
const speech = row('setting.speech', { parent_id: setting.id, url: null, resource_type: 2 })
const rows = [
  setting,
  speech,
  row('setting.speech.skillGroup', { parent_id: speech.id, resource_type: 2 }),
  row('setting.speech.ivr', { parent_id: speech.id, resource_type: 2 }),
  row('portal'),
  row('workorder', { product_module: 'workorder' }),
  row('export', { resource_type: 3 }),
  row('kmp', { product_module: 'kmp' }),
  row('empty', { url: null }),
]
const everything = new Set(rows.map((item) => item.resource_code))
const codes = (tree: ReturnType<typeof buildMenuTree>): string[] =>
  tree.flatMap((entry) => [entry.resourceCode, ...codes(entry.sub)])

describe('buildMenuTree', () => {
  it('shows what the user holds codes for in the modules the tenant has, never buttons, settings last', () => {
    const tree = buildMenuTree(rows, { permissions: everything, modules: new Set(['workorder']) }, 'zh-CN')
    expect(codes(tree)).toEqual(['portal', 'workorder', 'setting', 'setting.speech', 'setting.speech.ivr'])
  })

  it('removes the §6 settings entries and drops entries left with nothing to open', () => {
    const withoutIvr = new Set([...everything].filter((code) => code !== 'setting.speech.ivr'))
    const tree = buildMenuTree(rows, { permissions: withoutIvr, modules: new Set() }, 'zh-CN')
    expect(codes(tree)).toEqual(['portal'])
  })

  it('names entries in the caller language and links children to their parent code', () => {
    const tree = buildMenuTree(rows, { permissions: everything, modules: new Set() }, 'en-US')
    const speechEntry = tree.find((entry) => entry.resourceCode === 'setting')?.sub[0]
    expect(speechEntry).toMatchObject({ name: 'setting.speech (en)', parent: 'setting' })
    expect(speechEntry?.sub[0]).toMatchObject({
      resourceCode: 'setting.speech.ivr',
      parent: 'setting.speech',
    })
  })
})
