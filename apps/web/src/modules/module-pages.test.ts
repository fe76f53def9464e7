import { CUSTOMER_PERMISSIONS, KNOWLEDGE_PERMISSIONS, TO_DO_PERMISSIONS } from '@portal/contract'
import { describe, expect, it } from 'vitest'
import { ROUTER_PATHS } from '@/lib/routing/portal-path'
import { INSTALLED_MODULES } from './installed-modules'
import { KNOWLEDGE_PATHS } from './kmp/knowledge-paths'
import { MODULE_PAGES } from './module-pages'
import { CUSTOMER_PATHS } from './usercenter/customer-paths'

describe('the module page registry', () => {
  it('keeps every page under /mzz/{its module}/', () => {
    for (const page of MODULE_PAGES)
      expect(page.path.startsWith(`/mzz/${page.module}/${page.module}/`), page.path).toBe(true)
  })

  it('names exactly the modules that have pages as installed', () => {
    expect([...new Set(MODULE_PAGES.map((page) => page.module))].sort()).toEqual(
      [...INSTALLED_MODULES].sort(),
    )
  })

  it('guards each to-do record page with its to-do code', () => {
    const codeOf = (path: string) => MODULE_PAGES.find((page) => page.path === path)?.permission
    expect(codeOf(ROUTER_PATHS.blacklistAudit)).toBe(TO_DO_PERMISSIONS.blacklistAudit)
    expect(codeOf(ROUTER_PATHS.outboundTasks)).toBe(TO_DO_PERMISSIONS.callTask)
    expect(codeOf(ROUTER_PATHS.offlineMessages)).toBe(TO_DO_PERMISSIONS.offlineMessage)
    expect(codeOf(ROUTER_PATHS.returnVisits)).toBe(TO_DO_PERMISSIONS.returnVisitPlan)
  })

  it('guards the customer list, the high seas and the customer detail with the customer-centre code', () => {
    for (const path of Object.values(CUSTOMER_PATHS))
      expect(MODULE_PAGES.find((page) => page.path === path)?.permission, path).toBe(
        CUSTOMER_PERMISSIONS.customerCentre,
      )
  })

  it('lets readers search and read the knowledge base, writers write and reviewers review', () => {
    const codeOf = (path: string) => MODULE_PAGES.find((page) => page.path === path)?.permission
    expect(codeOf(KNOWLEDGE_PATHS.list)).toBe(KNOWLEDGE_PERMISSIONS.read)
    expect(codeOf(KNOWLEDGE_PATHS.detail)).toBe(KNOWLEDGE_PERMISSIONS.read)
    expect(codeOf(KNOWLEDGE_PATHS.create)).toBe(KNOWLEDGE_PERMISSIONS.edit)
    expect(codeOf(KNOWLEDGE_PATHS.edit)).toBe(KNOWLEDGE_PERMISSIONS.edit)
    expect(codeOf(KNOWLEDGE_PATHS.audit)).toBe(KNOWLEDGE_PERMISSIONS.review)
  })
})
