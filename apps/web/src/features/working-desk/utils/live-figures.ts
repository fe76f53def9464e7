import type { DeskFigures } from '@portal/contract'

/**
 * The figures as they stand at `now`: the seconds since the server counted them go to the talk of the call the
 * agent is on, else to the state they are in (the other figures only move with a change the push brings).
 * @example liveFigures(figures, Date.now()).talkSeconds
 */
export function liveFigures(figures: DeskFigures, now: number): DeskFigures {
  const { asOf, state, onCall } = figures.running
  const elapsed = Math.max(0, Math.floor((now - Date.parse(asOf)) / 1000))
  if (elapsed === 0) return figures
  if (onCall) return { ...figures, talkSeconds: figures.talkSeconds + elapsed }
  if (!state) return figures
  return {
    ...figures,
    secondsInState: figures.secondsInState.map((entry) =>
      entry.state === state ? { ...entry, seconds: entry.seconds + elapsed } : entry,
    ),
  }
}
