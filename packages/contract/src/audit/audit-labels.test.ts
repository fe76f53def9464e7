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

describe("the supervisors' acts", () => {
  it('are named in each language, and so are their refusals', () => {
    expect(auditActionLabel('zh-CN', 'call.listen')).toBe('班长监听通话')
    expect(auditActionLabel('en-US', 'call.join')).toBe('Supervisor joined a call')
    expect(auditActionLabel('zh-CN', 'agent.setStatus')).toBe('班长设置坐席状态')
    expect(auditActionLabel('en-US', 'call.listenRefused')).toBe(
      'Listening to a call outside the skill groups refused',
    )
    expect(auditTargetLabel('zh-CN', 'call')).toBe('通话')
    expect(auditTargetLabel('en-US', 'agent')).toBe('Agent')
  })
})
