import { DEFAULT_ROUTE_PATH, LOGIN_ROUTE_PATH } from '@portal/contract'
import { launchBrowser, openContext } from './support/browser'
import { logInThroughForm } from './support/login-page'
import { startPortalServer } from './support/portal-server'
const server = await startPortalServer()
const browser = await launchBrowser()
try {
  const context = await openContext(browser, { viewport: { width: 1440, height: 900 } }, { hasSharedWorker: true })
  await context.addInitScript(() => {
    const tasks: any = { fcp: 0, long: [] }
    Object.assign(window, { portalTasks: tasks })
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (e.entryType === 'longtask') tasks.long.push([Math.round(e.startTime), Math.round(e.duration), JSON.stringify((e as any).attribution?.map((a: any) => a.containerSrc || a.name))])
        else if (e.name === 'first-contentful-paint') tasks.fcp = e.startTime
    }).observe({ entryTypes: ['longtask', 'paint'] })
  })
  const login = await context.newPage()
  await login.goto(`${server.origin}${LOGIN_ROUTE_PATH}`)
  await logInThroughForm(login, 'agent01', 'Agent@2026')
  await login.locator('.dashboard-todo-item').first().waitFor()
  await login.close()
  for (let i = 0; i < 3; i++) {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(`${server.origin}${DEFAULT_ROUTE_PATH}`, { waitUntil: 'commit' })
    await page.locator('.dashboard-todo-item').first().waitFor()
    await page.waitForTimeout(4000)
    console.log(JSON.stringify(await page.evaluate(() => (window as any).portalTasks)))
    const res = await page.evaluate(() => performance.getEntriesByType('resource').filter((r: any) => r.name.endsWith('.js')).map((r: any) => [r.name.split('/').pop(), Math.round(r.startTime), Math.round(r.responseEnd)]))
    if (i === 0) console.log(JSON.stringify(res))
    await page.close()
  }
} finally { await browser.close(); await server.stop() }
