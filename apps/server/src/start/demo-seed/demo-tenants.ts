import { PRODUCT_MODULES } from '@portal/contract'
const DAY_MS = 24 * 60 * 60 * 1000

/** Demo Co. holds a formal licence for a year; Second Co. is a 7-day trial that ended 3 days ago. */
export const demoTenants = (now: Date) => [
  {
    code: 'demo',
    name: '演示科技',
    nameEn: 'Demo Co.',
    isPlatformDefault: true,
    locales: ['zh-CN', 'en-US'],
    smsLoginEnabled: true,
    languageSwitchEnabled: true,
    protocolRequired: true,
    registerTime: new Date(now.getTime() - 60 * DAY_MS),
    grantTime: new Date(now.getTime() - 30 * DAY_MS),
    expireTime: new Date(now.getTime() + 365 * DAY_MS),
    limits: { users: 200, speechSeats: 50, onlineStaff: 80, aiSeats: 10, callInSeats: 20 },
    productModules: [...PRODUCT_MODULES],
  },
  {
    code: 'second',
    name: '第二公司',
    nameEn: 'Second Co.',
    isPlatformDefault: false,
    locales: ['zh-CN'],
    smsLoginEnabled: false,
    languageSwitchEnabled: false,
    protocolRequired: false,
    registerTime: new Date(now.getTime() - 10 * DAY_MS),
    grantTime: null,
    expireTime: new Date(now.getTime() - 3 * DAY_MS),
    limits: { users: 5, speechSeats: 2, onlineStaff: 2, aiSeats: 0, callInSeats: 0 },
    productModules: ['workorder', 'main', 'platform'],
  },
]
