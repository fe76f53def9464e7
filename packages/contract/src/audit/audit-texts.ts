import { defineTexts } from '../core/define-domain'

/**
 * The names of the trail's targets and verbs; an action `<target>.<verb>` is named by the two
 * (auditActionLabel) unless it has a name of its own; one of neither is shown as it is.
 */
export const auditTexts = defineTexts({
  'zh-CN': {
    'audit.actionLabel': '{{verb}}{{target}}',
    'audit.target.staff': '员工',
    'audit.target.role': '角色',
    'audit.target.tenantSettings': '功能开关',
    'audit.target.brand': '品牌',
    'audit.target.sso': '单点登录',
    'audit.target.referenceData': '基础数据',
    'audit.target.announcement': '企业公告',
    'audit.target.banner': '轮播图',
    'audit.verb.create': '新建',
    'audit.verb.update': '修改',
    'audit.verb.delete': '删除',
    'audit.verb.publish': '发布',
    'audit.verb.withdraw': '撤回',
    'audit.verb.enable': '启用',
    'audit.verb.disable': '停用',
    'audit.verb.unlock': '解锁',
    'audit.verb.invite': '邀请',
    'audit.action.staff.resetPassword': '重置员工密码',
    'audit.action.staff.assignRoles': '分配员工角色',
  },
  'en-US': {
    'audit.actionLabel': '{{target}} {{verb}}',
    'audit.target.staff': 'Staff member',
    'audit.target.role': 'Role',
    'audit.target.tenantSettings': 'Switches',
    'audit.target.brand': 'Brand',
    'audit.target.sso': 'Single sign-on',
    'audit.target.referenceData': 'Reference data',
    'audit.target.announcement': 'Announcement',
    'audit.target.banner': 'Banner',
    'audit.verb.create': 'created',
    'audit.verb.update': 'updated',
    'audit.verb.delete': 'deleted',
    'audit.verb.publish': 'published',
    'audit.verb.withdraw': 'withdrawn',
    'audit.verb.enable': 'enabled',
    'audit.verb.disable': 'disabled',
    'audit.verb.unlock': 'unlocked',
    'audit.verb.invite': 'invited',
    'audit.action.staff.resetPassword': 'Staff password reset',
    'audit.action.staff.assignRoles': 'Staff roles assigned',
  },
})
