import type { DeploymentFigures } from './scale-results'

/**
 * What one deployment's run showed besides the figures: set-up times, the call records' check (with the offers of
 * calls offered to two agents at once), refusals, and what the processes and the balancer logged.
 * @example lines.push(...formatDeploymentNotes('three portals', results.threePortals))
 */
export function formatDeploymentNotes(name: string, figures: DeploymentFigures): string[] {
  const { calls, commandFailures, setUpSeconds, ringTimers } = figures
  const stillOn = Object.entries(calls.notEndedByStatus)
    .map(([status, count]) => `${count} ${status}`)
    .join(', ')
  return [
    `${name}: pages open in ${setUpSeconds.pages.toFixed(1)} s, agents READY in ${setUpSeconds.signIn.toFixed(1)} s; ` +
      `${calls.placed} calls placed, ${calls.records} records (${calls.missingRecords} placed calls without one), ` +
      `${calls.answered} answered; ${calls.notEndedAfterDrain} still on after the drain, ${calls.notEndedAtEnd} after ` +
      `every agent was READY again and hung up again${stillOn ? ` (${stillOn})` : ''}; ${calls.answeredOffersWrong} answered without exactly ` +
      `one answered offer, ${calls.overlappingOffers} offered to two agents at overlapping times (by the records' ` +
      `offered and ended times, each its transaction's start); ${commandFailures.count} agent commands failed` +
      (commandFailures.first ? ` (first: ${commandFailures.first})` : ''),
    `  ring timers: ${ringTimers.ringOuts} offers rang out (nobody answered in time), the longest after ` +
      `${ringTimers.longestRingSeconds.toFixed(0)} s, ${ringTimers.lateByMoreThan5s} more than 5 s past the ring ` +
      `timeout; at the end ${ringTimers.ringingNow} calls ringing, ${ringTimers.ringingOverdue} past their ring ` +
      `timeout, ${ringTimers.ringingWithoutTimer} with none (a timer whose work failed is dropped)`,
    ...calls.examples.map((example) => `  ! ${example}`),
    ...figures.offerTimelines.map((line) => `  ! ${line}`),
    ...figures.windows.flatMap((window) =>
      [
        window.calls.firstFailure &&
          `  ! ${window.label}: ${window.calls.failures} placements failed: ${window.calls.firstFailure}`,
        window.toggles.refused.first &&
          `  ! ${window.label}: ${window.toggles.refused.count} status changes refused: ${window.toggles.refused.first}`,
        window.announcements.firstFailure &&
          `  ! ${window.label}: ${window.announcements.failed} announcements failed: ${window.announcements.firstFailure}`,
      ].filter((line): line is string => Boolean(line)),
    ),
    ...figures.serverProblems
      .filter((each) => each.errors + each.warnings > 0)
      .map(
        (each) =>
          `  ${each.name} logged ${each.errors} errors and ${each.warnings} warnings; most often: ` +
          each.mostFrequent.map(({ message, count }) => `"${message}" ×${count}`).join(', ') +
          (each.firstError ? `; the first error: "${each.firstError}"` : ''),
      ),
    ...(figures.balancer
      ? [
          `  HAProxy took a process out ${figures.balancer.down} times (DOWN) and back ${figures.balancer.up} ` +
            `(UP); it had no server left ${figures.balancer.noServerLeft} times (then it answers 503 itself)`,
          ...figures.balancer.firstDown.map((line) => `    ${line}`),
        ]
      : []),
  ]
}
