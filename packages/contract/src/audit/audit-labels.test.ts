import { describe, expect, it } from 'vitest'
import { auditActionLabel, auditTargetLabel } from './audit-labels'

describe('auditActionLabel', () => {
  it('names a known action from its target and verb in each language', () => {
    expect(auditActionLabel('zh-CN', 'banner.delete')).toBe('删除轮播图')
    expect(auditActionLabel('en-US', 'announcement.publish')).toBe('Announcement published')
    expect(auditActionLabel('en-US', 'tenantSettings.update')).toBe('Switches updated')
    expect(auditActionLabel('zh-CN', 'staff.resetPassword')).toBe('重置员工密码')
    expect(auditActionLabel('en-US', 'tenantSwitch.update')).toBe('Switches updated')
    expect(auditActionLabel('zh-CN', 'role.moveMembers')).toBe('转移角色成员')
    expect(auditActionLabel('zh-CN', 'menuEntry.update')).toBe('修改菜单地址')
    expect(auditActionLabel('en-US', 'menuEntry.update')).toBe('Menu address updated')
  })

  it('shows an unknown action, target or verb as it is, own keys only', () => {
    expect(auditActionLabel('en-US', 'queue.update')).toBe('queue.update')
    expect(auditActionLabel('en-US', 'banner.explode')).toBe('banner.explode')
    expect(auditActionLabel('zh-CN', 'plain')).toBe('plain')
    expect(auditActionLabel('zh-CN', '__proto__.constructor')).toBe('__proto__.constructor')
  })
})

describe('auditTargetLabel', () => {
  it('names a known target type and keeps an unknown one', () => {
    expect(auditTargetLabel('zh-CN', 'sso')).toBe('单点登录')
    expect(auditTargetLabel('en-US', 'toString')).toBe('toString')
  })
})
