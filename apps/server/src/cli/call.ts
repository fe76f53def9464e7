import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import { operatorCallProgressRoute, operatorInboundCallRoute, type CallerHeard } from '@portal/contract'
import { operatorRequest, runCommand } from './operator-request'

const USAGE =
  'usage: npm run call -w @portal/server -- --tenant demo --from 13900001111 [--did 4008001001] [--keys 2]' +
  ' [--skill 售前咨询] [--agent agent01] [--survey 5] [--callback-after 30] [--follow]'

const FOLLOW_EVERY_MS = 1000

type Progress = { isEnded: boolean; heard: CallerHeard[] }

/** A whole number option, or undefined when not given; anything else is the usage error. */
const wholeNumber = (value: string | undefined): number | undefined => {
  if (value === undefined) return undefined
  if (!/^\d+$/.test(value)) throw new Error(USAGE)
  return Number(value)
}

/**
 * Rings the built-in call simulator through the running server: a customer dials a tenant number (its first by
 * default) and follows its route (the IVR with the keys given, one per menu), or is put into a skill group's queue
 * or straight to one agent. Prints the call's id, then what the caller heard step by step; with --follow (or a
 * survey answer to give) keeps printing what they hear each second until the call ends.
 */
runCommand(async () => {
  const { values } = parseArgs({
    options: {
      tenant: { type: 'string' },
      from: { type: 'string' },
      did: { type: 'string' },
      keys: { type: 'string' },
      skill: { type: 'string' },
      agent: { type: 'string' },
      survey: { type: 'string' },
      'callback-after': { type: 'string' },
      follow: { type: 'boolean' },
    },
  })
  const { tenant, from, did, keys, skill, agent } = values
  if (!tenant || !from) throw new Error(USAGE)
  const surveyAnswer = wholeNumber(values.survey)
  const callbackAfterSeconds = wholeNumber(values['callback-after'])
  const call = (await operatorRequest(operatorInboundCallRoute, {
    tenant,
    from,
    did,
    keys,
    skill,
    agent,
    surveyAnswer,
    callbackAfterSeconds,
  })) as { callId: string; heard: CallerHeard[] }
  console.log(`Calling: ${call.callId}`)
  let printed = 0
  const print = (heard: CallerHeard[]) => {
    for (const line of heard.slice(printed)) console.log(line.text)
    printed = Math.max(printed, heard.length)
  }
  print(call.heard)
  if (!values.follow && surveyAnswer === undefined) return
  for (;;) {
    await sleep(FOLLOW_EVERY_MS)
    const progress = (await operatorRequest(operatorCallProgressRoute, null, {
      params: { callId: call.callId },
      query: { tenant },
    })) as Progress
    print(progress.heard)
    if (progress.isEnded) return
  }
})
