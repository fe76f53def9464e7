import { describe, expect, it } from 'vitest'
import { toLoginPathFor, toPortalPath, toRouterPath } from './portal-path'

describe('toRouterPath', () => {
  it('strips the base path from a page under the portal', () => {
    expect(toRouterPath('/dzfront/portal/news?type=0')).toBe('/news?type=0')
    expect(toRouterPath('/dzfront/portal')).toBe('/')
    expect(toRouterPath('/dzfront/portal?x=1')).toBe('/?x=1')
  })

  it('gives null for a path outside the portal, even one sharing its prefix', () => {
    expect(toRouterPath('/dzfront/workbench/working')).toBeNull()
    expect(toRouterPath('/dzfront/portalx')).toBeNull()
  })
})

describe('toPortalPath', () => {
  it('puts the base path in front of a router path', () => {
    expect(toPortalPath('/portal?x=1')).toBe('/dzfront/portal/portal?x=1')
  })
})

describe('toLoginPathFor', () => {
  it('carries the full path of the page to come back to, encoded', () => {
    expect(toLoginPathFor('/news?type=1')).toBe('/login?redirect=%2Fdzfront%2Fportal%2Fnews%3Ftype%3D1')
  })
})
