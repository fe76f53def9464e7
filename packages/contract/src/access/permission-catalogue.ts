import { permission, type PermissionEntry } from './permission-entry'
import { PRODUCT_MODULE_PERMISSIONS } from './product-module-codes'

/**
 * Every permission code of spec §6, once, with its labels and the group where it gates something; a code that
 * gates in several places (online_ability: a tool, a to-do item, a message category) sits in the first.
 * @example PERMISSION_CATALOGUE.find((entry) => entry.code === 'portal.invite')?.label['en-US'] // 'Invitation'
 */
export const PERMISSION_CATALOGUE = [
  permission('portal.invite', 'header', '邀请', 'Invitation'),
  permission('portal.stat', 'header', '日志导出', 'Log export'),
  permission('device.test', 'header', '设备检测', 'Device check'),
  permission('browser_test', 'header', '浏览器检测', 'Browser test'),
  permission('voice_test', 'header', '语音检测', 'Voice test'),
  permission('portal.stat.apiErrInfo', 'header', '异常接口', 'Abnormal interfaces'),
  permission('portal.tool.helpeRobotAdmin.sdk', 'header', '拨号盘助手机器人', 'Helper robot in the dial pad'),
  permission('popCall.volte', 'header', 'VoLTE', 'VoLTE'),
  permission('speech.monitor', 'header', '班长监听与强插', 'Supervisor listen and join'),

  permission('portal.tool', 'tools', '工具菜单', 'Tools menu'),
  permission('sms.single', 'tools', '发送短信', 'Send an SMS'),
  permission('email.single', 'tools', '发送邮件', 'Send an e-mail'),
  permission('portal.tool.IVR', 'tools', 'IVR', 'IVR'),
  permission('online_ability', 'tools', '在线客服能力', 'Online-service ability'),
  permission('speech_ability', 'tools', '呼叫中心能力', 'Call-centre ability'),
  permission('email_ability', 'tools', '邮件能力', 'E-mail ability'),
  permission('new.platform', 'tools', '新版工作台', 'New platform'),
  permission('portal.network.monitor', 'tools', '网络监控', 'Network monitor'),
  permission('video', 'tools', '视频', 'Video'),

  permission('portal_welcome', 'dashboard', '欢迎', 'Welcome'),
  permission('portal_banner', 'dashboard', '轮播图', 'Banners'),
  permission('portal_todoList', 'dashboard', '待办事项', 'To-do list'),
  permission('portal_history', 'dashboard', '最近访问', 'Recently visited'),
  permission('portal_message', 'dashboard', '消息', 'Messages'),
  permission('portal_company', 'dashboard', '企业信息', 'Company'),
  permission('portal_invite', 'dashboard', '邀请', 'Invitation'),

  permission('customer.service.staff.working.platform', 'toDo', '客服工作台', 'Agent working platform'),
  permission('working.platform.offlineMessage', 'toDo', '离线留言', 'Offline messages'),
  permission('working.platform.callTask', 'toDo', '外呼任务', 'Call tasks'),
  permission('working.platform.returnVisitPlan', 'toDo', '回访计划', 'Return-visit plans'),
  permission('workorder.center', 'toDo', '工单中心', 'Work-order centre'),
  permission('blackName.center.audit', 'toDo', '黑名单审核', 'Blacklist audit'),

  permission('customer.service.staff.working.table', 'menu', '客服工作表', 'Agent working table'),
  permission('setting', 'menu', '设置', 'Settings'),
  permission('setting.speech', 'menu', '呼叫中心设置', 'Call-centre settings'),
  permission('setting.onlineSetting', 'menu', '在线客服设置', 'Online-service settings'),
  permission('workorder.setting', 'menu', '工单设置', 'Work-order settings'),

  permission('setting.enterpriseNotice', 'settings', '企业公告', 'Enterprise announcements'),
  permission('setting.banner', 'settings', '首页轮播图', 'Dashboard banners'),
  permission('setting.staff', 'settings', '员工管理', 'Staff'),
  permission('setting.role', 'settings', '角色管理', 'Roles'),
  permission('setting.tenantSwitch', 'settings', '功能开关', 'Switches'),
  permission('setting.brand', 'settings', '品牌设置', 'Brand'),
  permission('setting.sso', 'settings', '单点登录', 'Single sign-on'),
  permission('setting.referenceData', 'settings', '基础数据', 'Reference data'),
  permission('setting.audit', 'settings', '操作审计', 'Audit trail'),
  permission('workorder.setting.category', 'settings', '工单分类', 'Work-order categories'),

  permission('setting.speech.numbers', 'callCentre', '号码管理', 'Numbers'),
  permission('setting.speech.ivr', 'callCentre', 'IVR 设置', 'IVR'),
  permission('setting.speech.queues', 'callCentre', '队列设置', 'Queues'),
  permission('setting.speech.agentRules', 'callCentre', '坐席规则', 'Agent rules'),
  permission('setting.speech.signIn', 'callCentre', '签入方式', 'Sign-in modes'),
  permission('setting.speech.survey', 'callCentre', '满意度调查', 'Satisfaction survey'),

  permission('usercenter.customerManage', 'userCentre', '客户管理', 'Customers'),
  permission('customer.phone.view', 'userCentre', '查看完整号码', 'See full phone numbers'),

  permission('kmp.knowledge.read', 'knowledge', '查阅知识', 'Read and search articles'),
  permission('kmp.knowledge.edit', 'knowledge', '编写知识', 'Write articles'),
  permission('kmp.knowledge.audit', 'knowledge', '知识审核', 'Review and publish articles'),

  ...PRODUCT_MODULE_PERMISSIONS,

  permission('/', 'default', '首页', 'Home'),
  permission('403', 'default', '无权限页面', 'No-permission page'),
  permission('404', 'default', '页面不存在', 'Page-not-found page'),
  permission('500', 'default', '服务器错误页面', 'Server-error page'),
] as const satisfies readonly PermissionEntry[]

/** A code of the §6 catalogue: what a route's `permission` and the permission constants must be. */
export type PermissionCode = (typeof PERMISSION_CATALOGUE)[number]['code']
