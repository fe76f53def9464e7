import { describe, expect, it } from 'vitest'
import { microphoneResultOf } from './microphone-result'

describe('microphoneResultOf', () => {
  it('tells a refused permission from a missing or busy microphone', () => {
    expect(microphoneResultOf(new DOMException('', 'NotAllowedError'))).toBe('denied')
    expect(microphoneResultOf(new DOMException('', 'NotFoundError'))).toBe('missing')
    expect(microphoneResultOf(new DOMException('', 'NotReadableError'))).toBe('busy')
    expect(microphoneResultOf(new Error('odd'))).toBe('failed')
    expect(microphoneResultOf('odd')).toBe('failed')
  })
})
