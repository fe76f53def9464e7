import { describe, expect, it } from 'vitest'
import { CHANNEL_STATUS_LABELS, CHANNEL_STATUSES } from '../channel-presence/channel-presence-states'
import { LOCALES } from '../core/locales'
import {
  AGENT_CHOSEN_STATUS_LABELS,
  AGENT_STATE_LABELS,
  CALL_RESULT_LABELS,
  CALL_STATUS_LABELS,
  CALL_TYPE_LABELS,
  TELEPHONE_DISPLAY_LABELS,
  callStatusLabel,
} from './telephony-labels'
import {
  AGENT_CHOSEN_STATUSES,
  AGENT_SYSTEM_STATES,
  CALL_RECORD_STATUSES,
  CALL_RESULTS,
  CALL_TYPES,
  TELEPHONE_DISPLAY_STATUSES,
} from './telephony-states'

const TABLES = [
  ['agent states', AGENT_STATE_LABELS, AGENT_SYSTEM_STATES],
  ['switcher choices', AGENT_CHOSEN_STATUS_LABELS, Object.keys(AGENT_CHOSEN_STATUSES)],
  ['call statuses', CALL_STATUS_LABELS, CALL_RECORD_STATUSES],
  ['call results', CALL_RESULT_LABELS, CALL_RESULTS],
  ['call types', CALL_TYPE_LABELS, CALL_TYPES],
  ['telephone display', TELEPHONE_DISPLAY_LABELS, TELEPHONE_DISPLAY_STATUSES],
  ['channel statuses', CHANNEL_STATUS_LABELS, Object.values(CHANNEL_STATUSES)],
] as const

describe('state labels', () => {
  it.each(TABLES)(
    'every one of the %s has a label in each language, and nothing else',
    (_, table, states) => {
      expect(Object.keys(table).sort()).toEqual([...states].sort())
      for (const labels of Object.values(table) as Record<string, string>[]) {
        expect(Object.keys(labels).sort()).toEqual([...LOCALES].sort())
        for (const locale of LOCALES) expect(labels[locale]?.trim()).toBeTruthy()
      }
    },
  )

  it('uses the spec names of §3 for the switcher, and the same for the states they set', () => {
    expect(AGENT_CHOSEN_STATUS_LABELS.READY['zh-CN']).toBe('接线')
    expect(AGENT_CHOSEN_STATUS_LABELS.SLEEP['zh-CN']).toBe('小休')
    expect(AGENT_CHOSEN_STATUS_LABELS.HANG_OFF['zh-CN']).toBe('挂起')
    expect(AGENT_CHOSEN_STATUS_LABELS.NOT_CONNECTED['zh-CN']).toBe('离线')
    expect(AGENT_STATE_LABELS.NOT_READY).toBe(AGENT_CHOSEN_STATUS_LABELS.HANG_OFF)
    expect(TELEPHONE_DISPLAY_LABELS.rest).toBe(AGENT_STATE_LABELS.AWAY)
    expect(TELEPHONE_DISPLAY_LABELS.afterCall).toBe(AGENT_STATE_LABELS.ACW)
  })

  it('labels a call record by its status or its result, and nothing raw', () => {
    expect(callStatusLabel('QUEUED', 'zh-CN')).toBe('排队中')
    expect(callStatusLabel('INBOUND_WAITING_FOR_ANSWER', 'en-US')).toBe('Incoming')
    expect(callStatusLabel('abandoned', 'zh-CN')).toBe('已放弃')
    expect(callStatusLabel('toString', 'zh-CN')).toBeUndefined()
    expect(callStatusLabel('SOMETHING_NEW', 'zh-CN')).toBeUndefined()
  })
})
