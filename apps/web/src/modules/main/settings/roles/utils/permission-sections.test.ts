import { describe, expect, it } from 'vitest'
import type { MenuPermissionEntry } from '@portal/contract'
import { buildPermissionSections } from './permission-sections'

const entry = (code: string, name: string, parentCode: string | null = null): MenuPermissionEntry => ({
  code,
  name,
  nameEn: `${name} (en)`,
  parentCode,
})

const MENU = [
  entry('portal', '首页'),
  entry('setting', '设置'),
  entry('setting.role', '角色管理', 'setting'),
  entry('setting.speech', '呼叫中心设置', 'setting'),
  entry('setting.speech.ivr', 'IVR 设置', 'setting.speech'),
  entry('kmp', '知识库'),
]

describe('buildPermissionSections', () => {
  it('groups the menu as it is shown: single entries together, each entry with sub-entries on its own', () => {
    const [single, settings] = buildPermissionSections(MENU, 'zh-CN', '侧边菜单')
    expect(single).toEqual({
      key: 'menu',
      title: '侧边菜单',
      options: [
        { code: 'portal', label: '首页', depth: 0 },
        { code: 'kmp', label: '知识库', depth: 0 },
      ],
    })
    expect(settings?.options.slice(0, 4).map((option) => [option.code, option.depth])).toEqual([
      ['setting', 0],
      ['setting.role', 1],
      ['setting.speech', 1],
      ['setting.speech.ivr', 2],
    ])
  })

  it('adds the role-granted catalogue groups without the codes the menu offers, and no module or default codes', () => {
    const sections = buildPermissionSections(MENU, 'en-US', 'Menu')
    const titles = sections.map((section) => section.title)
    expect(titles).toContain('Header and profile')
    expect(titles).not.toContain('Held by every signed-in user')
    expect(titles).not.toContain('Product modules (they also gate message categories)')
    const codes = sections.flatMap((section) => section.options.map((option) => option.code))
    expect(codes.filter((code) => code === 'setting.role')).toHaveLength(1)
    expect(codes).toContain('portal.tool')
    expect(codes).not.toContain('404')
    expect(sections[1]?.title).toBe('设置 (en)')
  })

  it('puts a catalogue group named like a menu section into that section', () => {
    const sections = buildPermissionSections(MENU, 'zh-CN', '侧边菜单')
    expect(sections.filter((section) => section.title === '设置')).toHaveLength(1)
    const settings = sections.find((section) => section.title === '设置')
    expect(settings?.options.map((option) => option.code)).toContain('setting.staff')
    expect(settings?.options.map((option) => option.code)).toContain('setting.role')
  })
})
