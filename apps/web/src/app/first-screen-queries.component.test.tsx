import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from '@/lib/api/query-client'
import { stubApi } from '@/test-support/stub-api'
import { testSession } from '@/test-support/test-session'
import { askFirstScreenQueries } from './first-screen-queries'

/** The paths the page asked at its start, once every ask has been answered. */
async function askedAt(pathname: string, permissions: string[]) {
  const calls = stubApi({ 'POST /user/token': () => ({ data: testSession(permissions) }) })
  await askFirstScreenQueries(pathname)
  return calls.map((call) => call.path)
}

describe('the first screen’s first questions', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    queryClient.clear()
  })

  it('asks the dashboard’s banners beside the login check, for a member who sees them', async () => {
    const paths = await askedAt('/dzfront/portal/portal', ['portal', 'portal_banner'])
    expect(paths).toEqual(
      expect.arrayContaining(['/front/config/a', '/user/token', '/api/v1/portal/banner/list']),
    )
  })

  it('asks no banners of a member without the banner block (the server would refuse, and the console log it)', async () => {
    expect(await askedAt('/dzfront/portal/portal', ['portal'])).not.toContain('/api/v1/portal/banner/list')
  })

  it('asks only the front config on the login page, and no banners on another page', async () => {
    expect(await askedAt('/dzfront/portal/login', ['portal', 'portal_banner'])).toEqual(['/front/config/a'])
    const elsewhere = await askedAt('/dzfront/portal/news', ['portal', 'portal_banner'])
    expect(elsewhere).toContain('/user/token')
    expect(elsewhere).not.toContain('/api/v1/portal/banner/list')
  })
})
