import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ALL_ROUTES } from './all-routes'
import type { Domain } from './core/define-domain'
import type { RouteDefinition } from './core/define-route'
import { DOMAINS } from './domain-list'
import * as contract from './index'

const domains: readonly Domain[] = DOMAINS
const routesOf = (domain: Domain) => Object.values(domain.routes ?? {})
const isRoute = (value: unknown): value is RouteDefinition =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value
// Folders of the source that are not domains: the core and the push core.
const NOT_DOMAINS = ['core', 'push']

describe('the domain list', () => {
  it('names every domain folder once, under the folder name', () => {
    const folders = readdirSync(new URL('.', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !NOT_DOMAINS.includes(entry.name))
      .map((entry) => entry.name)
    expect(domains.map((domain) => domain.name).sort()).toEqual(folders.sort())
  })

  it('has every domain exported by the package', () => {
    const exported = Object.values(contract)
    for (const domain of domains) expect(exported, domain.name).toContain(domain)
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
