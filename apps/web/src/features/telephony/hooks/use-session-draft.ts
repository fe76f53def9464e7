import { useState } from 'react'

const read = (key: string): string => {
  try {
    return sessionStorage.getItem(key) ?? ''
  } catch {
    return ''
  }
}

const write = (key: string, value: string) => {
  try {
    if (value) sessionStorage.setItem(key, value)
    else sessionStorage.removeItem(key)
  } catch {
    // Storage refused (a sandboxed frame): the draft lives only as long as the page.
  }
}

/**
 * A text kept in sessionStorage as it is typed, so a reload of the tab loses nothing until it is saved; `clear()`
 * forgets it once saved.
 * @example const [note, setNote, clearNote] = useSessionDraft(`telephony.note.${recordId}`)
 */
export const useSessionDraft = (key: string) => {
  const [value, setValue] = useState(() => read(key))
  const update = (next: string) => {
    setValue(next)
    write(key, next)
  }
  return [value, update, () => update('')] as const
}
