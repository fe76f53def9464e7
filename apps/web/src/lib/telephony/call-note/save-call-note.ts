import { CALL_NOTE_SAVE_DELAY_MS } from '@portal/contract'
import type { QueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { ApiError } from '@/lib/api/api-error'
import { updateCommunicate } from '../update-communicate'
import { readCallNoteDraft, writeCallNoteDraft } from './call-note-draft'
import { callRecordQueryKey } from './get-call-record'

/** Where a call's draft stands: being sent, refused for a newer note saved elsewhere, or failed (retried). */
export type CallNoteSaveState = 'idle' | 'saving' | 'changedElsewhere' | 'failed'

const RETRY_DELAY_MS = 5000
const timers = new Map<string, ReturnType<typeof setTimeout>>()
const states = new Map<string, CallNoteSaveState>()
const sending = new Set<string>()
const listeners = new Set<() => void>()

const setState = (recordId: string, state: CallNoteSaveState) => {
  states.set(recordId, state)
  for (const listener of listeners) listener()
}

/**
 * Sends a call's draft after `delay` (the agent stopped typing), one save per record at a time however many views
 * show it: a save typed meanwhile follows over the new version; a refusal for a newer note loads that note.
 * @example scheduleCallNoteSave(queryClient, recordId)
 */
export function scheduleCallNoteSave(
  queryClient: QueryClient,
  recordId: string,
  delay = CALL_NOTE_SAVE_DELAY_MS,
) {
  clearTimeout(timers.get(recordId))
  timers.set(
    recordId,
    setTimeout(() => void send(queryClient, recordId), delay),
  )
}

async function send(queryClient: QueryClient, recordId: string) {
  timers.delete(recordId)
  const draft = readCallNoteDraft(recordId)
  if (!draft || sending.has(recordId)) return
  sending.add(recordId)
  setState(recordId, 'saving')
  try {
    const record = await updateCommunicate({ recordId, note: draft.text, noteVersion: draft.version })
    queryClient.setQueryData(callRecordQueryKey(recordId), record)
    const latest = readCallNoteDraft(recordId)
    // Typed on while it was sent: the rest goes next, over the version just saved.
    if (latest && latest.text !== draft.text) {
      writeCallNoteDraft(recordId, { text: latest.text, version: record.noteVersion })
      scheduleCallNoteSave(queryClient, recordId, 0)
    } else writeCallNoteDraft(recordId, null)
    setState(recordId, 'idle')
  } catch (error) {
    const isRefused = error instanceof ApiError && (error.status === 409 || error.status === 404)
    // Refused (a newer note saved elsewhere, or not their call): the server's copy is the truth. Else retried.
    if (isRefused) {
      writeCallNoteDraft(recordId, null)
      await queryClient.invalidateQueries({ queryKey: callRecordQueryKey(recordId) })
      setState(recordId, error.status === 409 ? 'changedElsewhere' : 'idle')
    } else {
      setState(recordId, 'failed')
      scheduleCallNoteSave(queryClient, recordId, RETRY_DELAY_MS)
    }
  } finally {
    sending.delete(recordId)
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Where the saving of a call's note stands, as it changes. */
export const useCallNoteSaveState = (recordId: string): CallNoteSaveState =>
  useSyncExternalStore(subscribe, () => states.get(recordId) ?? 'idle')
