import type { TokenResponse } from '@portal/contract'

/**
 * A live session for component tests: one agent of one tenant holding `permissions` (spec §6 codes).
 * @example testSession(['portal'])
 */
export const testSession = (permissions: readonly string[]): TokenResponse => ({
  authResult: {
    principal: {
      id: 'u1',
      name: '测试坐席',
      username: 'agent01',
      email: null,
      roleName: '坐席',
      tenantId: 't1',
      utc: 8,
      permissions: [...permissions],
    },
  },
  ssoInfo: null,
  tenantInfo: {
    tenantId: 't1',
    name: '演示科技',
    currentDate: '2026-01-01',
    registerTime: '2025-01-01',
    grantTime: '2025-01-01',
    expireTime: '2027-01-01',
    timeZoneDesc: 'Asia/Shanghai',
  },
  brandInfo: {
    status: 1,
    siteName: 'CRM',
    brandName: 'CRM',
    backgroundColor: '',
    primaryColor: '',
    logoUrl: null,
    backgroundUrl: null,
  },
  channelInfo: { channel: 'web' },
  smsSwitchInfo: { enabled: false },
  internationSwitchInfo: { enabled: false },
  localeInfo: [{ localeCode: 'zh-CN', localeDesc: '简体中文', isDefault: true }],
  timeZone: 'Asia/Shanghai',
  timeZoneOffsetHours: 8,
})
