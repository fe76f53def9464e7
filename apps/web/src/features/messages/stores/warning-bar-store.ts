import type { NewsMessage } from '@portal/contract'
import { create } from 'zustand'

type WarningBarState = {
  /** showType 1 messages, newest last, shown as warning bars until dismissed. */
  warnings: NewsMessage[]
  add: (messages: readonly NewsMessage[]) => void
  dismiss: (id: number) => void
}

/**
 * The warning bars at the top of the workspace (spec §3 showType 1); shared by the remind loop and the bar.
 * @example useWarningBarStore.getState().add(messages)
 */
export const useWarningBarStore = create<WarningBarState>()((set) => ({
  warnings: [],
  add: (messages) =>
    set(({ warnings }) => ({
      warnings: [
        ...warnings,
        ...messages.filter((message) => !warnings.some((shown) => shown.id === message.id)),
      ],
    })),
  dismiss: (id) => set(({ warnings }) => ({ warnings: warnings.filter((message) => message.id !== id) })),
}))
