/** The demo logins, written when the database is empty; README.md lists the same table. */
export const DEMO_ACCOUNTS = [
  {
    login: 'admin@demo.com',
    password: 'Admin@2026',
    name: '管理员',
    phone: '13800000000',
    tenants: ['demo'],
    role: 'administrator',
    note: 'every permission code',
  },
  {
    login: 'agent01',
    password: 'Agent@2026',
    name: '坐席01',
    phone: '13800000001',
    tenants: ['demo'],
    role: 'agent',
    note: 'call-centre and online-chat abilities, no settings',
  },
  {
    login: 'multi@demo.com',
    password: 'Multi@2026',
    name: '多租户坐席',
    phone: null,
    tenants: ['demo', 'second'],
    role: 'agent',
    note: 'agent in Demo Co. and in Second Co., whose trial expired 3 days ago',
  },
  {
    login: 'weak@demo.com',
    password: 'Password1',
    name: '弱密码坐席',
    phone: null,
    tenants: ['demo'],
    role: 'agent',
    note: 'for the weak-password flow',
  },
  {
    login: 'change@demo.com',
    password: 'Change@2026',
    name: '改密坐席',
    phone: null,
    tenants: ['demo'],
    role: 'agent',
    note: 'must change its password at next login',
    mustChangePassword: true,
  },
  {
    login: 'secure@demo.com',
    password: 'Secure@2026',
    name: '二次验证坐席',
    phone: '13800000002',
    tenants: ['demo'],
    role: 'agent',
    note: 'second-factor SMS on',
    secondFactor: true,
  },
  {
    login: 'newbie@demo.com',
    password: 'Newbie@2026',
    name: '新坐席',
    phone: null,
    tenants: ['demo'],
    role: 'agent',
    note: 'has not agreed to the protocol',
    protocolPending: true,
  },
] as const

export type DemoAccount = (typeof DEMO_ACCOUNTS)[number]

/** The flags a demo account starts with; most have none. */
export const demoAccountFlags = (account: DemoAccount) => ({
  mustChangePassword: 'mustChangePassword' in account,
  secondFactor: 'secondFactor' in account,
  protocolPending: 'protocolPending' in account,
})
export type DemoTenantCode = DemoAccount['tenants'][number]
