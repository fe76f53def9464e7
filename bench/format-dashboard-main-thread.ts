import type { DashboardMainThread } from './dashboard-main-thread'

/** The dashboard's start in one line of the report. */
export const formatDashboardMainThread = (figures: DashboardMainThread): string =>
  `Dashboard at start (agent, warm cache, median of ${figures.loads} loads): main-thread ` +
  `${figures.mainThreadMs.toFixed(0)} ms, total blocking time ${figures.totalBlockingTimeMs.toFixed(0)} ms, ` +
  `longest task ${figures.longestTaskMs.toFixed(0)} ms`
