import type { WorkingDesk } from '@portal/contract'
import type { Queryable } from '../../db/database'
import { startOfLocalDay } from '../../lib/time-zone'
import { loadCurrentTenant } from '../tenants/tenant-settings-repository'
import { readCurrentDeskCall, readDeskCallsSince } from './desk-call-repository'
import { averageHandlingSeconds, secondsInState, talkSeconds } from './desk-figures'
import {
  readHandledCallsSince,
  readStateIntervalsSince,
  readSurveyScoresSince,
  readTalkIntervalsSince,
  readWrapUpCodes,
} from './desk-figures-repository'
import { readAgentQueues } from './desk-queue-repository'

/** The start of the agent's day: midnight in the tenant's time zone. */
export async function startOfTenantDay(tx: Queryable, now: Date): Promise<Date> {
  const tenant = await loadCurrentTenant(tx)
  return startOfLocalDay(tenant?.timeZone ?? 'Asia/Shanghai', now)
}

/** Everything the agent's working desk shows, read in one transaction of their tenant. */
export async function loadWorkingDesk(
  tx: Queryable,
  accountId: string,
  now = new Date(),
): Promise<WorkingDesk> {
  const since = await startOfTenantDay(tx, now)
  const [currentCall, queues, todayCalls, handled, intervals, talks, wrapUpCodes, surveys] =
    await Promise.all([
      readCurrentDeskCall(tx, accountId),
      readAgentQueues(tx, accountId),
      readDeskCallsSince(tx, accountId, since),
      readHandledCallsSince(tx, accountId, since),
      readStateIntervalsSince(tx, accountId, since),
      readTalkIntervalsSince(tx, accountId, since),
      readWrapUpCodes(tx),
      readSurveyScoresSince(tx, accountId, since),
    ])
  const spans = intervals.current ? [...intervals.closed, intervals.current] : intervals.closed
  return {
    currentCall,
    queues,
    todayCalls,
    figures: {
      callsHandled: handled.handled,
      averageHandlingSeconds: averageHandlingSeconds(handled),
      talkSeconds: talkSeconds(talks, since, now),
      secondsInState: secondsInState(spans, since, now, talks),
      surveyCount: surveys.count,
      averageSurveyScore: surveys.average,
      running: {
        asOf: now.toISOString(),
        state: intervals.current?.state ?? null,
        onCall: talks.some((talk) => talk.to === null),
      },
    },
    wrapUpCodes,
  }
}
