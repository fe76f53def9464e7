import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import type { AxeResults, ImpactValue } from 'axe-core'

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** A violation axe found on one element: the rule, its impact, the element's selector and what to fix. */
export type AxeFinding = {
  rule: string
  impact: ImpactValue | null | undefined
  target: string
  summary: string
}

/**
 * Runs axe-core, every rule including the experimental ones (label-in-name, WCAG 2.5.3, is one), on the page as it
 * is now and returns its violations, one per element. The script goes in through the debugging protocol, so the portal's Content-Security-Policy, which
 * allows no inline script, does not block it.
 * @example const findings = await runAxe(page); expect(seriousOrCritical(findings)).toEqual([])
 */
export async function runAxe(page: Page): Promise<AxeFinding[]> {
  await page.evaluate(AXE_SOURCE)
  const results = await page.evaluate(() => {
    const { axe } = window as unknown as {
      axe: { run: (o: object) => Promise<AxeResults>; getRules: (tags: string[]) => { ruleId: string }[] }
    }
    const experimental = axe.getRules(['experimental']).map(({ ruleId }) => [ruleId, { enabled: true }])
    return axe.run({ resultTypes: ['violations'], rules: Object.fromEntries(experimental) })
  })
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      rule: violation.id,
      impact: node.impact ?? violation.impact,
      target: node.target.join(' '),
      summary: node.failureSummary ?? '',
    })),
  )
}

/** The findings that stop a person who relies on a screen reader or a keyboard: serious and critical ones. */
export const seriousOrCritical = (findings: readonly AxeFinding[]) =>
  findings.filter((finding) => finding.impact === 'serious' || finding.impact === 'critical')

/**
 * Axe's serious findings on the elements inside `selector` (the rest of the page has tests of its own).
 * @example expect(await seriousFindingsIn(page, '.customer-on-screen')).toEqual([])
 */
export async function seriousFindingsIn(page: Page, selector: string): Promise<AxeFinding[]> {
  const findings = seriousOrCritical(await runAxe(page))
  const inside = await page.evaluate(
    ({ targets, within }) =>
      targets.map((target) => Boolean(document.querySelector(target)?.closest(within))),
    { targets: findings.map((finding) => finding.target), within: selector },
  )
  return findings.filter((_, index) => inside[index])
}
