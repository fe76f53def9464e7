import { describe, expect, it } from 'vitest'
import { deskFixture } from '../test-support/desk-fixture'
import { liveFigures } from './live-figures'

const counted = deskFixture().figures
const figures = { ...counted, running: { ...counted.running, state: 'READY' as const } }
const at = (seconds: number) => Date.parse(figures.running.asOf) + seconds * 1000
const ready = (value: ReturnType<typeof liveFigures>) =>
  value.secondsInState.find((entry) => entry.state === 'READY')?.seconds

describe('the desk figures between two pushes', () => {
  it('counts the seconds since the server counted into the state the agent is in', () => {
    const later = liveFigures(figures, at(42.9))
    expect(ready(later)).toBe(3642)
    expect(later.talkSeconds).toBe(600)
    expect(later.secondsInState.find((entry) => entry.state === 'ACW')?.seconds).toBe(0)
  })

  it('counts them into the talk while the agent is on a call, not into the state', () => {
    const onCall = { ...figures, running: { ...figures.running, onCall: true } }
    const later = liveFigures(onCall, at(10))
    expect(later.talkSeconds).toBe(610)
    expect(ready(later)).toBe(3600)
  })

  it('changes nothing before the server’s moment or with no state today', () => {
    expect(liveFigures(figures, at(-5))).toBe(figures)
    const none = { ...figures, running: { ...figures.running, state: null } }
    expect(liveFigures(none, at(30))).toBe(none)
  })
})
