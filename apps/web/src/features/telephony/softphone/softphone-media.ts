import { microphoneConstraint, readMediaDeviceChoice } from '@/lib/media-devices/media-device-choice'
import { Ringtone } from './ringtone'
import { routeAudio } from './route-audio'

/**
 * The owner tab's audio: the far end's voice on the chosen speaker, the ring of an incoming call on the chosen
 * ringtone device, and the chosen microphone for each call. The device choice is read at each use, so a change in
 * the settings applies to the next call (and to the ring at once).
 */
export class SoftphoneMedia {
  private readonly ringtone = new Ringtone()

  /** JsSIP's options for answering or placing a call: audio only, from the chosen microphone, no STUN/TURN. */
  callOptions() {
    const audio = microphoneConstraint(readMediaDeviceChoice())
    return { mediaConstraints: { audio, video: false }, pcConfig: { iceServers: [] } }
  }

  /** A hidden element that plays a call's far end on the chosen speaker; `release` removes it. */
  remoteAudio(): HTMLAudioElement {
    const audio = document.createElement('audio')
    audio.className = 'softphone-remote-audio'
    audio.autoplay = true
    audio.hidden = true
    routeAudio(audio, readMediaDeviceChoice().speaker)
    document.body.append(audio)
    return audio
  }

  /** Plays what the far end sends on a call's connection through its element. */
  play(connection: RTCPeerConnection, audio: HTMLAudioElement) {
    connection.addEventListener('track', ({ streams, track }) => {
      audio.srcObject = streams[0] ?? new MediaStream([track])
      void audio.play().catch(() => undefined)
    })
  }

  release(audio: HTMLAudioElement) {
    audio.srcObject = null
    audio.remove()
  }

  startRinging() {
    this.ringtone.start(readMediaDeviceChoice().ringtone)
  }

  stopRinging() {
    this.ringtone.stop()
  }
}
