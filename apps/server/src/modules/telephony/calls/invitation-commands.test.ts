import { describe, expect, it } from 'vitest'
import type { Queryable } from '../../../db/database'
import type { CtiChange } from '../state/cti-change'
import { answerInvitation } from './invitation-commands'

/** A change whose transaction answers like a tenant with one waiting invitation into a connected call. */
function recordingChange() {
  const locks: string[] = []
  const tx = {
    query: async (sql: string) => {
      const table = /FROM (\w+)/.exec(sql)?.[1] ?? ''
      if (/FOR UPDATE/.test(sql)) locks.push(table)
      if (table === 'call_invitations') return { rows: [{ record_id: 'record-1' }] }
      if (table === 'call_records')
        return { rows: [{ id: 'record-1', status: 'INBOUND_ACTIVE', agent_account_id: 'agent' }] }
      return { rows: [] }
    },
  } as unknown as Queryable
  const change = { tx, touch: () => undefined, apply: async () => ({}) } as unknown as CtiChange
  return { change, locks }
}

describe('answerInvitation', () => {
  it.each(['agree', 'agreeEnter', 'refuse'] as const)(
    'locks the call before its invitation (%s), as a hang-up does',
    async (answer) => {
      const { change, locks } = recordingChange()
      await answerInvitation(change, 'invitee', 'invitation-1', answer)
      expect(locks).toEqual(['call_records', 'call_invitations'])
    },
  )
})
