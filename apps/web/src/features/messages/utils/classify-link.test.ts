import { describe, expect, it } from 'vitest'
import { classifyLink } from './classify-link'

const origin = 'https://portal.example.cn'
const plain = { origin, hasDownloadAttribute: false }

describe('classifyLink', () => {
  it('keeps a link to a page of the portal inside the app, absolute or relative', () => {
    expect(classifyLink('https://portal.example.cn/dzfront/portal/news?type=3#a', plain)).toEqual({
      kind: 'internal',
      routerPath: '/news?type=3#a',
    })
    expect(classifyLink('/dzfront/portal/portal', plain)).toEqual({ kind: 'internal', routerPath: '/portal' })
  })

  it('opens downloads in a new window, by attribute or by the file download path', () => {
    expect(classifyLink('/file/api/v1/file/download/abc?businessId=1', plain)).toEqual({
      kind: 'download',
      url: 'https://portal.example.cn/file/api/v1/file/download/abc?businessId=1',
    })
    expect(classifyLink('/file/api/v1/file/batch/download?businessId=1', plain).kind).toBe('download')
    expect(classifyLink('https://cdn.example.org/a.pdf', { origin, hasDownloadAttribute: true })).toEqual({
      kind: 'download',
      url: 'https://cdn.example.org/a.pdf',
    })
  })

  it('sends other sites, and own pages outside the portal, to a new window', () => {
    expect(classifyLink('https://other.example.org/x', plain)).toEqual({
      kind: 'external',
      url: 'https://other.example.org/x',
    })
    expect(classifyLink('/dzfront/workbench/working', plain).kind).toBe('external')
    expect(classifyLink('mailto:help@example.cn', plain).kind).toBe('external')
  })

  it('refuses script and data URLs, whatever their case or spacing, and links without a URL', () => {
    expect(classifyLink('javascript:alert(1)', plain)).toEqual({ kind: 'invalid' })
    expect(classifyLink(' JaVaScRiPt:alert(1)', plain)).toEqual({ kind: 'invalid' })
    expect(classifyLink('data:text/html,<script>alert(1)</script>', plain)).toEqual({ kind: 'invalid' })
    expect(classifyLink('http://[::1', plain)).toEqual({ kind: 'invalid' })
    expect(classifyLink('', plain)).toEqual({ kind: 'invalid' })
  })
})
