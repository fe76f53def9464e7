import axe from 'axe-core'

/**
 * The serious and critical axe findings on the rendered page, one line each (contrast and landmarks need a real
 * layout and a whole page; the browser suite checks those).
 * @example expect(await seriousAxeFindings()).toEqual([])
 */
export const seriousAxeFindings = async () => {
  const results = await axe.run(document.body, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  })
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}
