import { describe, expect, it } from 'vitest'
import { memoryStorage } from '@/test-support/memory-storage'
import { microphoneConstraint, readMediaDeviceChoice, writeMediaDeviceChoice } from './media-device-choice'

describe('the media device choice', () => {
  it('reads the system defaults when nothing or something broken was kept', () => {
    const storage = memoryStorage()
    expect(readMediaDeviceChoice(storage)).toEqual({ microphone: '', speaker: '', ringtone: '' })
    storage.setItem('portal.media-devices', '{not json')
    expect(readMediaDeviceChoice(storage).speaker).toBe('')
  })

  it('reads back what was written, and prefers the chosen microphone without demanding it', () => {
    const storage = memoryStorage()
    writeMediaDeviceChoice({ microphone: 'mic-2', speaker: 'spk-1', ringtone: 'spk-3' }, storage)
    const choice = readMediaDeviceChoice(storage)
    expect(choice).toEqual({ microphone: 'mic-2', speaker: 'spk-1', ringtone: 'spk-3' })
    expect(microphoneConstraint(choice)).toEqual({ deviceId: 'mic-2' })
    expect(microphoneConstraint({ ...choice, microphone: '' })).toBe(true)
  })
})
