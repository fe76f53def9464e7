import { routeAudio } from './route-audio'

/** The ring: 440 + 480 Hz (the North American ring tone), one second on, two off. */
const TONES_HZ = [440, 480]
const ON_MS = 1000
const CYCLE_MS = 3000
const VOLUME = 0.15

/**
 * The incoming call's ring, made with WebAudio (no sound file) and played through an <audio> element, so it
 * rings on the chosen ringtone device rather than the speaker of the call.
 */
export class Ringtone {
  private context: AudioContext | null = null
  private audio: HTMLAudioElement | null = null
  private timer: ReturnType<typeof setInterval> | undefined

  start(deviceId: string) {
    if (this.context || typeof AudioContext === 'undefined') return
    const context = new AudioContext()
    const gain = context.createGain()
    gain.gain.value = 0
    const output = context.createMediaStreamDestination()
    for (const frequency of TONES_HZ) {
      const oscillator = context.createOscillator()
      oscillator.frequency.value = frequency
      oscillator.connect(gain)
      oscillator.start()
    }
    gain.connect(output)
    const audio = document.createElement('audio')
    audio.className = 'softphone-ringtone'
    audio.hidden = true
    audio.srcObject = output.stream
    routeAudio(audio, deviceId)
    document.body.append(audio)
    void audio.play().catch(() => undefined)
    const ring = () => {
      gain.gain.setValueAtTime(VOLUME, context.currentTime)
      gain.gain.setValueAtTime(0, context.currentTime + ON_MS / 1000)
    }
    ring()
    this.timer = setInterval(ring, CYCLE_MS)
    this.context = context
    this.audio = audio
  }

  stop() {
    clearInterval(this.timer)
    this.audio?.remove()
    void this.context?.close()
    this.context = null
    this.audio = null
  }
}
