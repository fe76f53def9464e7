import { useSyncExternalStore } from 'react'

/** The agent's unsent text of a call's note, and the version of the saved note it was typed over. */
export type CallNoteDraft = { text: string; version: number }

const PREFIX = 'portal.callNote.'
const keyOf = (recordId: string) => `${PREFIX}${recordId}`
const listeners = new Set<() => void>()

const readRaw = (recordId: string): string | null => {
  try {
    return localStorage.getItem(keyOf(recordId))
  } catch {
    return null
  }
}

const parse = (raw: string | null): CallNoteDraft | null => {
  if (raw === null) return null
  try {
    const value = JSON.parse(raw) as Partial<CallNoteDraft>
    return typeof value.text === 'string' && typeof value.version === 'number'
      ? { text: value.text, version: value.version }
      : null
  } catch {
    return null
  }
}

/** The unsent draft of a call's note, if any. */
export const readCallNoteDraft = (recordId: string): CallNoteDraft | null => parse(readRaw(recordId))

/**
 * Keeps (or, with null, forgets) the unsent draft of a call's note in localStorage, so a reload, a closed tab or a
 * restart loses nothing; every view of the note in this tab hears it at once, other tabs by the storage event.
 * @example writeCallNoteDraft(recordId, { text: '客户咨询', version: 0 })
 */
export const writeCallNoteDraft = (recordId: string, draft: CallNoteDraft | null) => {
  try {
    if (draft) localStorage.setItem(keyOf(recordId), JSON.stringify(draft))
    else localStorage.removeItem(keyOf(recordId))
  } catch {
    // Storage refused (a sandboxed frame): the text is still sent, only not kept across a reload.
  }
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(PREFIX)) listener()
  }
  listeners.add(listener)
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/**
 * The draft of a call's note as it changes, in this tab or another.
 * @example const draft = useCallNoteDraft(recordId)
 */
export const useCallNoteDraft = (recordId: string): CallNoteDraft | null =>
  parse(useSyncExternalStore(subscribe, () => readRaw(recordId)))
