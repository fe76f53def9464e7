import type { BusinessHours, IvrAction, IvrDefinition } from '@portal/contract'
import { localDate, timeZoneOffsetHours } from '../../../lib/time-zone'

/** One thing that happened to the caller in the IVR, in order. */
export type IvrStep =
  | { kind: 'greeting'; menuId: string; text: string }
  | { kind: 'closed'; text: string }
  | { kind: 'pressed'; key: string }
  | { kind: 'timeout' }
  | { kind: 'wrongKey'; key: string }

/** Where the caller leaves the IVR: a skill group's queue, a call-back request, or the call ends. */
export type IvrOutcome = { kind: 'QUEUE'; skillGroupId: string } | { kind: 'CALLBACK' } | { kind: 'HANGUP' }

export type IvrWalk = { steps: IvrStep[]; outcome: IvrOutcome }

// A caller going round menus (a timeout that repeats its menu, two menus leading to each other) hears this many
// greetings at most, then the call ends, as a real IVR hangs up on a silent line.
const MAX_MENUS_HEARD = 10

/**
 * Whether the centre is open at an instant, in the tenant's time zone: not on a holiday, and within one of the
 * weekday's ranges (from inclusive, to exclusive).
 * @example isWithinBusinessHours(hours, new Date('2026-03-02T02:00:00Z'), 'Asia/Shanghai') // Monday 10:00 there
 */
export function isWithinBusinessHours(hours: BusinessHours, now: Date, timeZone: string): boolean {
  if (hours.holidays.includes(localDate(timeZone, now))) return false
  const local = new Date(now.getTime() + timeZoneOffsetHours(timeZone, now) * 3_600_000)
  const clock = `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`
  return hours.days.some(
    (range) => range.day === local.getUTCDay() && range.from <= clock && clock < range.to,
  )
}

/**
 * A caller's way through an IVR flow: outside business hours the closed greeting and the closed action; inside,
 * each menu's greeting, then the next of `keys` (none left: the menu's timeout action; a key it does not offer:
 * its wrong-key action), until a queue, a call-back request or hang-up.
 * @example walkIvr(flow, '2', new Date(), 'Asia/Shanghai') // { steps: [greeting, pressed 2], outcome: { kind: 'QUEUE', … } }
 */
export function walkIvr(flow: IvrDefinition, keys: string, now: Date, timeZone: string): IvrWalk {
  const hours = flow.businessHours
  if (hours && !isWithinBusinessHours(hours, now, timeZone))
    return { steps: [{ kind: 'closed', text: hours.closedGreeting }], outcome: { kind: hours.closedAction } }
  const steps: IvrStep[] = []
  const pending = [...keys]
  let menu = flow.menus[0]
  for (let heard = 0; menu && heard < MAX_MENUS_HEARD; heard += 1) {
    steps.push({ kind: 'greeting', menuId: menu.id, text: menu.greeting })
    const key = pending.shift()
    const offered = key === undefined ? undefined : menu.keys.find((entry) => entry.key === key)
    if (key === undefined) steps.push({ kind: 'timeout' })
    else steps.push(offered ? { kind: 'pressed', key } : { kind: 'wrongKey', key })
    const action: IvrAction = offered?.action ?? (key === undefined ? menu.onTimeout : menu.onWrongKey)
    if (action.kind !== 'MENU') return { steps, outcome: action }
    menu = flow.menus.find((candidate) => candidate.id === action.menuId)
  }
  return { steps, outcome: { kind: 'HANGUP' } }
}
