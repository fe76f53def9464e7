/** The devices a person chose for calls: microphone, speaker, and where incoming calls ring. Ids only. */
export type MediaDeviceChoice = { microphone: string; speaker: string; ringtone: string }

const STORAGE_KEY = 'portal.media-devices'
const NO_CHOICE: MediaDeviceChoice = { microphone: '', speaker: '', ringtone: '' }

/**
 * The person's device choice on this browser ('' for the system default), as the phone panel's settings keep it.
 * @example const { microphone } = readMediaDeviceChoice()
 */
export function readMediaDeviceChoice(storage: Storage = window.localStorage): MediaDeviceChoice {
  try {
    const held: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null')
    if (typeof held !== 'object' || held === null) return NO_CHOICE
    const pick = (key: keyof MediaDeviceChoice) => {
      const value = (held as Record<string, unknown>)[key]
      return typeof value === 'string' ? value : ''
    }
    return { microphone: pick('microphone'), speaker: pick('speaker'), ringtone: pick('ringtone') }
  } catch {
    return NO_CHOICE
  }
}

/**
 * Keeps the person's device choice on this browser (device ids only, nothing else).
 * @example writeMediaDeviceChoice({ ...readMediaDeviceChoice(), speaker: deviceId })
 */
export function writeMediaDeviceChoice(choice: MediaDeviceChoice, storage: Storage = window.localStorage) {
  storage.setItem(STORAGE_KEY, JSON.stringify(choice))
}

/**
 * The getUserMedia audio constraint of the chosen microphone: the system default when none was chosen, and a
 * preference (not a demand) otherwise, so an unplugged microphone falls back to another.
 * @example navigator.mediaDevices.getUserMedia({ audio: microphoneConstraint(readMediaDeviceChoice()) })
 */
export const microphoneConstraint = (choice: MediaDeviceChoice): MediaTrackConstraints | true =>
  choice.microphone ? { deviceId: choice.microphone } : true
