import { describe, expect, it } from 'vitest'
import { ALL_ROUTES } from './all-routes'
import type { Domain } from './core/define-domain'
import type { RouteDefinition } from './core/define-route'
import { DOMAINS } from './domain-list'
import * as contract from './index'

const domains: readonly Domain[] = DOMAINS
const routesOf = (domain: Domain) => Object.values(domain.routes ?? {})
// A manifest's export, by its name: `authDomain`, `workOrdersDomain`.
const exportedDomains = (Object.entries(contract) as [string, unknown][]).filter(
  (entry): entry is [string, Domain] => entry[0].endsWith('Domain') && typeof entry[1] === 'object',
)
const isRoute = (value: unknown): value is RouteDefinition =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value

describe('the domain list', () => {
  it('names each domain once, and lists every domain the package exports', () => {
    const names = domains.map((domain) => domain.name)
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([])
    expect(exportedDomains).toHaveLength(domains.length)
    for (const [, domain] of exportedDomains) expect(domains).toContain(domain)
  })

  it('names each domain after its manifest export: auth for authDomain, work-orders for workOrdersDomain', () => {
    for (const [exportName, domain] of exportedDomains) {
      const camelName = domain.name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())
      expect(exportName).toBe(`${camelName}Domain`)
    }
  })

  it('puts every route of every domain in the assembled list', () => {
    for (const domain of domains)
      for (const route of routesOf(domain))
        expect(ALL_ROUTES, `${domain.name} ${route.path}`).toContain(route)
    expect(ALL_ROUTES).toHaveLength(domains.flatMap(routesOf).length)
  })

  it('leaves no route the package exports out of the assembled list', () => {
    const exported = Object.values(contract).flatMap((value) =>
      isRoute(value)
        ? [value]
        : typeof value === 'object' && value
          ? Object.values(value).filter(isRoute)
          : [],
    )
    expect(exported.length).toBeGreaterThan(0)
    for (const route of exported) expect(ALL_ROUTES, `${route.method} ${route.path}`).toContain(route)
  })

  it('never gives two routes the same method and path', () => {
    const seen = ALL_ROUTES.map((route) => `${route.method} ${route.path}`)
    expect(seen.filter((key, index) => seen.indexOf(key) !== index)).toEqual([])
  })
})
