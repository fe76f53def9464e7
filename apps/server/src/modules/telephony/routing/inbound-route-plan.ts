import { translateMessage, type IvrDefinition, type Locale } from '@portal/contract'
import type { InboundRoute } from '../state/inbound-route-repository'
import { walkIvr, type IvrStep } from './ivr-walk'

/**
 * Where an inbound call goes: a skill group's queue (null: the tenant's first), a call-back request waiting in a
 * group's queue with nobody on the line, or nowhere (the call ends once the caller heard why).
 */
export type InboundDestination =
  | { kind: 'QUEUE'; skillGroupId: string | null }
  | { kind: 'CALLBACK'; skillGroupId: string | null }
  | { kind: 'HANGUP' }

/** What the caller heard, where the call goes, and what they chose: the names of the menus their keys led to. */
export type InboundPlan = { heard: string[]; destination: InboundDestination; choice: string }

const stepText = (step: IvrStep, locale: Locale): string => {
  switch (step.kind) {
    case 'greeting':
    case 'closed':
      return step.text
    case 'pressed':
      return translateMessage(locale, 'ivr.heard.pressed', { key: step.key })
    case 'wrongKey':
      return translateMessage(locale, 'ivr.heard.wrongKey', { key: step.key })
    case 'timeout':
      return translateMessage(locale, 'ivr.heard.timeout')
  }
}

/** The names of the menus a caller's keys led to, in order (the first menu is where every call starts). */
const chosenMenus = (flow: IvrDefinition, steps: readonly IvrStep[]): string =>
  steps
    .flatMap((step, index) =>
      step.kind === 'greeting' && steps[index - 1]?.kind === 'pressed'
        ? (flow.menus.find((menu) => menu.id === step.menuId)?.name ?? [])
        : [],
    )
    .join(' ')

/** The queue a call-back request left in the IVR waits in: the first queue its menus lead to. */
const firstQueueOf = (flow: IvrDefinition): string | null => {
  for (const menu of flow.menus)
    for (const action of [...menu.keys.map((entry) => entry.action), menu.onTimeout, menu.onWrongKey])
      if (action.kind === 'QUEUE') return action.skillGroupId
  return null
}

/**
 * What a call to a tenant number hears and where it goes, by the number's route: its queue; its closed message and
 * the end; or its IVR flow walked with the caller's keys at `now` in the tenant's time zone.
 * @example planInboundRoute({ routeKind: 'CLOSED', closedMessage: '本号码已停用', … }, '', now) // { heard: ['本号码已停用'], destination: { kind: 'HANGUP' } }
 */
export function planInboundRoute(route: InboundRoute, keys: string, now: Date): InboundPlan {
  const { flow, locale } = route
  if (route.routeKind === 'CLOSED') {
    const message = route.closedMessage || translateMessage(locale, 'ivr.heard.goodbye')
    return { heard: [message], destination: { kind: 'HANGUP' }, choice: '' }
  }
  if (route.routeKind === 'QUEUE' || !flow)
    return { heard: [], destination: { kind: 'QUEUE', skillGroupId: route.skillGroupId }, choice: '' }
  const walk = walkIvr(flow, keys, now, route.timeZone)
  const heard = walk.steps.map((step) => stepText(step, locale))
  const { outcome } = walk
  const choice = chosenMenus(flow, walk.steps)
  if (outcome.kind === 'QUEUE' || outcome.kind === 'HANGUP') return { heard, destination: outcome, choice }
  return {
    heard: [...heard, translateMessage(locale, 'ivr.heard.callback')],
    destination: { kind: 'CALLBACK', skillGroupId: route.skillGroupId ?? firstQueueOf(flow) },
    choice,
  }
}
