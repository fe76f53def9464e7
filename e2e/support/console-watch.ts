import type { BrowserContext } from 'playwright-core'

/** What a clean page never shows, one readable line each, gathered while a test drives the browser profile. */
export type ConsoleWatch = { readonly problems: readonly string[] }

type PolicyReporter = { reportPolicyViolation: (violation: string) => Promise<void> }

/**
 * Records, for every page of a browser profile, what a clean page never shows: console errors (a resource that
 * failed to load, such as a 404, among them), uncaught errors, and Content-Security-Policy violations. Those are
 * heard as `securitypolicyviolation` events: the browser fires one even when the blocked code catches its own
 * failure and nothing reaches the console. Call it before the first page opens.
 * @example const watch = await watchConsole(context); await page.goto(url); expect(watch.problems).toEqual([])
 */
export async function watchConsole(context: BrowserContext): Promise<ConsoleWatch> {
  const problems: string[] = []
  context.on('console', (message) => {
    if (message.type() !== 'error') return
    const { url } = message.location()
    problems.push(`console error: ${message.text()}${url ? ` (${url})` : ''}`)
  })
  context.on('weberror', (webError) => problems.push(`uncaught error: ${webError.error().message}`))
  await context.exposeBinding('reportPolicyViolation', (_source, violation: string) => {
    problems.push(`CSP violation: ${violation}`)
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const source = `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`
      const sample = event.sample ? ` ("${event.sample}")` : ''
      const blocked = event.blockedURI || 'inline'
      void (window as unknown as PolicyReporter).reportPolicyViolation(
        `${event.effectiveDirective} blocked ${blocked} at ${source}${sample}`,
      )
    })
  })
  return { problems }
}
