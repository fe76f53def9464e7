import {
  CALL_CENTRE_PERMISSIONS,
  CUSTOMER_PERMISSIONS,
  HEADER_PERMISSIONS,
  KNOWLEDGE_PERMISSIONS,
  SETTINGS_PERMISSIONS,
  TO_DO_PERMISSIONS,
  type ProductModule,
} from '@portal/contract'
import type { ComponentType } from 'react'
import { ROUTER_PATHS } from '@/lib/routing/portal-path'
import { KNOWLEDGE_PATHS } from './kmp/knowledge-paths'
import { CUSTOMER_PATHS } from './usercenter/customer-paths'

/** A built module page: where it lives under /mzz/{module}/..., the §6 code it needs, and its lazy loader. */
export type ModulePage = {
  path: string
  module: ProductModule
  permission?: string
  load: () => Promise<{ default: ComponentType }>
}

const WORK_ORDERS = '/mzz/workorder/workorder/front/main/order'

/** The registry of module pages in this build; any other module path shows the module-not-installed page. */
export const MODULE_PAGES: readonly ModulePage[] = [
  {
    path: WORK_ORDERS,
    module: 'workorder',
    permission: TO_DO_PERMISSIONS.workOrderCentre,
    load: () =>
      import('./workorder/components/work-order-list-page').then((m) => ({ default: m.WorkOrderListPage })),
  },
  {
    path: `${WORK_ORDERS}/detail/:id`,
    module: 'workorder',
    permission: TO_DO_PERMISSIONS.workOrderCentre,
    load: () =>
      import('./workorder/components/work-order-detail-page').then((m) => ({
        default: m.WorkOrderDetailPage,
      })),
  },
  {
    path: '/mzz/workorder/workorder/front/main/setting/category',
    module: 'workorder',
    permission: SETTINGS_PERMISSIONS.workOrderCategories,
    load: () =>
      import('./workorder/settings/work-order-categories-page').then((m) => ({
        default: m.WorkOrderCategoriesPage,
      })),
  },
  {
    path: '/mzz/main/main/setting/personal/individual',
    module: 'main',
    load: () => import('./main/personal-info-page').then((m) => ({ default: m.PersonalInfoPage })),
  },
  {
    path: '/mzz/main/main/setting/enterpriseNotice',
    module: 'main',
    permission: SETTINGS_PERMISSIONS.announcements,
    load: () =>
      import('./main/settings/components/enterprise-notice-page').then((m) => ({
        default: m.EnterpriseNoticePage,
      })),
  },
  {
    path: '/mzz/main/main/setting/banner',
    module: 'main',
    permission: SETTINGS_PERMISSIONS.banners,
    load: () => import('./main/settings/components/banner-page').then((m) => ({ default: m.BannerPage })),
  },
  {
    path: '/mzz/main/main/setting/referenceData',
    module: 'main',
    permission: SETTINGS_PERMISSIONS.referenceData,
    load: () =>
      import('./main/settings/reference-data/reference-data-page').then((m) => ({
        default: m.ReferenceDataPage,
      })),
  },
  {
    path: '/mzz/main/main/setting/staff',
    module: 'main',
    permission: SETTINGS_PERMISSIONS.staff,
    load: () => import('./main/settings/staff/components/staff-page').then((m) => ({ default: m.StaffPage })),
  },
  {
    path: '/mzz/main/main/setting/role',
    module: 'main',
    permission: SETTINGS_PERMISSIONS.roles,
    load: () => import('./main/settings/roles/components/role-page').then((m) => ({ default: m.RolePage })),
  },
  {
    path: '/mzz/main/main/setting/tenantSwitch',
    module: 'main',
    permission: SETTINGS_PERMISSIONS.switches,
    load: () =>
      import('./main/settings/tenant-switches/tenant-switches-page').then((m) => ({
        default: m.TenantSwitchesPage,
      })),
  },
  {
    path: '/mzz/main/main/setting/brand',
    module: 'main',
    permission: SETTINGS_PERMISSIONS.brand,
    load: () => import('./main/settings/brand/brand-page').then((m) => ({ default: m.BrandPage })),
  },
  {
    path: '/mzz/main/main/setting/sso',
    module: 'main',
    permission: SETTINGS_PERMISSIONS.singleSignOn,
    load: () =>
      import('./main/settings/sso/components/sso-settings-page').then((m) => ({
        default: m.SsoSettingsPage,
      })),
  },
  {
    path: '/mzz/main/main/setting/audit',
    module: 'main',
    permission: SETTINGS_PERMISSIONS.auditTrail,
    load: () => import('./main/settings/audit/components/audit-page').then((m) => ({ default: m.AuditPage })),
  },
  {
    path: CUSTOMER_PATHS.list,
    module: 'usercenter',
    permission: CUSTOMER_PERMISSIONS.customerCentre,
    load: () =>
      import('./usercenter/components/customer-list-page').then((m) => ({ default: m.CustomerListPage })),
  },
  {
    path: CUSTOMER_PATHS.highSeas,
    module: 'usercenter',
    permission: CUSTOMER_PERMISSIONS.customerCentre,
    load: () => import('./usercenter/components/high-seas-page').then((m) => ({ default: m.HighSeasPage })),
  },
  {
    path: CUSTOMER_PATHS.detail,
    module: 'usercenter',
    permission: CUSTOMER_PERMISSIONS.customerCentre,
    load: () =>
      import('./usercenter/components/customer-detail-page').then((m) => ({
        default: m.CustomerDetailPage,
      })),
  },
  {
    path: ROUTER_PATHS.blacklistAudit,
    module: 'usercenter',
    permission: TO_DO_PERMISSIONS.blacklistAudit,
    load: () => import('./usercenter/blacklist-audit-page').then((m) => ({ default: m.BlacklistAuditPage })),
  },
  {
    path: ROUTER_PATHS.outboundTasks,
    module: 'speech',
    permission: TO_DO_PERMISSIONS.callTask,
    load: () => import('./speech/outbound-task-page').then((m) => ({ default: m.OutboundTaskPage })),
  },
  {
    path: ROUTER_PATHS.liveMonitor,
    module: 'speech',
    permission: HEADER_PERMISSIONS.monitor,
    load: () => import('./speech/live-monitor-page').then((m) => ({ default: m.LiveMonitorPage })),
  },
  {
    path: ROUTER_PATHS.offlineMessages,
    module: 'platform',
    permission: TO_DO_PERMISSIONS.offlineMessage,
    load: () => import('./platform/offline-message-page').then((m) => ({ default: m.OfflineMessagePage })),
  },
  {
    path: ROUTER_PATHS.returnVisits,
    module: 'platform',
    permission: TO_DO_PERMISSIONS.returnVisitPlan,
    load: () => import('./platform/return-visit-page').then((m) => ({ default: m.ReturnVisitPage })),
  },
  {
    path: '/mzz/main/main/activity/invite',
    module: 'main',
    permission: HEADER_PERMISSIONS.invite,
    load: () => import('./main/invite-page').then((m) => ({ default: m.InvitePage })),
  },
  {
    path: '/mzz/speech/speech/front/main/setting/numbers',
    module: 'speech',
    permission: CALL_CENTRE_PERMISSIONS.numbers,
    load: () => import('./speech/settings/numbers/numbers-page').then((m) => ({ default: m.NumbersPage })),
  },
  {
    path: '/mzz/speech/speech/front/main/setting/signIn',
    module: 'speech',
    permission: CALL_CENTRE_PERMISSIONS.signIn,
    load: () =>
      import('./speech/settings/sign-in/sign-in-settings-page').then((m) => ({
        default: m.SignInSettingsPage,
      })),
  },
  {
    path: '/mzz/speech/speech/front/main/setting/survey',
    module: 'speech',
    permission: CALL_CENTRE_PERMISSIONS.survey,
    load: () =>
      import('./speech/settings/survey/survey-settings-page').then((m) => ({
        default: m.SurveySettingsPage,
      })),
  },
  {
    path: '/mzz/speech/speech/front/main/setting/ivr',
    module: 'speech',
    permission: CALL_CENTRE_PERMISSIONS.ivr,
    load: () => import('./speech/settings/ivr/ivr-page').then((m) => ({ default: m.IvrPage })),
  },
  {
    path: '/mzz/speech/speech/front/main/setting/queues',
    module: 'speech',
    permission: CALL_CENTRE_PERMISSIONS.queues,
    load: () => import('./speech/settings/queues/queues-page').then((m) => ({ default: m.QueuesPage })),
  },
  {
    path: '/mzz/speech/speech/front/main/setting/agentRules',
    module: 'speech',
    permission: CALL_CENTRE_PERMISSIONS.agentRules,
    load: () =>
      import('./speech/settings/agent-rules/agent-rules-page').then((m) => ({ default: m.AgentRulesPage })),
  },
  {
    path: KNOWLEDGE_PATHS.list,
    module: 'kmp',
    permission: KNOWLEDGE_PERMISSIONS.read,
    load: () =>
      import('./kmp/components/knowledge-list-page').then((m) => ({ default: m.KnowledgeListPage })),
  },
  {
    path: KNOWLEDGE_PATHS.detail,
    module: 'kmp',
    permission: KNOWLEDGE_PERMISSIONS.read,
    load: () =>
      import('./kmp/components/knowledge-article-page').then((m) => ({ default: m.KnowledgeArticlePage })),
  },
  {
    path: KNOWLEDGE_PATHS.create,
    module: 'kmp',
    permission: KNOWLEDGE_PERMISSIONS.edit,
    load: () =>
      import('./kmp/components/knowledge-editor-page').then((m) => ({ default: m.KnowledgeEditorPage })),
  },
  {
    path: KNOWLEDGE_PATHS.edit,
    module: 'kmp',
    permission: KNOWLEDGE_PERMISSIONS.edit,
    load: () =>
      import('./kmp/components/knowledge-editor-page').then((m) => ({ default: m.KnowledgeEditorPage })),
  },
  {
    path: KNOWLEDGE_PATHS.audit,
    module: 'kmp',
    permission: KNOWLEDGE_PERMISSIONS.review,
    load: () =>
      import('./kmp/components/knowledge-audit-page').then((m) => ({ default: m.KnowledgeAuditPage })),
  },
  {
    path: KNOWLEDGE_PATHS.logs,
    module: 'kmp',
    permission: KNOWLEDGE_PERMISSIONS.read,
    load: () =>
      import('./kmp/components/knowledge-logs-redirect').then((m) => ({ default: m.KnowledgeLogsRedirect })),
  },
]
