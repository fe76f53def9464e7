import { translateMessage } from '@portal/contract'
import { appendCallerHeard, updateCall, type CallRecordRow } from '../state/call-repository'
import type { CtiChange } from '../state/cti-change'

/**
 * The satisfaction survey (满意度调查), once the agent has hung up a connected inbound call or transferred it to
 * the survey: with the tenant's survey on, the caller hears its prompt and answers. An answer within the scale is
 * kept as the call's score; one outside it, or none, leaves the score empty. What the caller heard and answered
 * goes into the call's caller_heard. On a SIP network the prompt needs a media server to play it, which the
 * portal does not have: those calls are not surveyed.
 */
export async function surveyCaller(change: CtiChange, call: CallRecordRow): Promise<void> {
  const { settings, tx } = change
  if (!settings.satisfactionEnabled || call.call_type !== 'INBOUND' || !call.answered_at) return
  if (change.cti.name === 'sip') return
  const scale = settings.satisfactionScale
  const answer = call.simulated_survey_answer
  const said = (key: Parameters<typeof translateMessage>[1], score?: number) =>
    translateMessage(settings.callerLocale, key, { scale: String(scale), score: String(score ?? '') })
  const isScored = answer !== null && answer >= 1 && answer <= scale
  await appendCallerHeard(
    tx,
    call.id,
    settings.satisfactionPrompt,
    answer === null
      ? said('callCentre.survey.heardNoAnswer')
      : isScored
        ? said('callCentre.survey.heardScore', answer)
        : said('callCentre.survey.heardOutOfScale'),
  )
  if (isScored) await updateCall(tx, call.id, { survey_score: answer })
}
