/**
 * A three-way call on a SIP network, mixed in the consulting agent's browser (a SIP proxy mixes no audio): what
 * the agent sends on each of their two calls becomes their own voice and what the other call brings (the customer
 * hears the colleague, the colleague the customer), with Web Audio; stopping gives each call its microphone back.
 */
export class ConferenceMixer {
  private readonly context = new AudioContext()
  private readonly microphones: MediaStreamTrack[] = []
  private readonly restores: (() => Promise<void>)[] = []

  constructor(customer: RTCPeerConnection, colleague: RTCPeerConnection) {
    void this.context.resume()
    this.cross(customer, colleague)
    this.cross(colleague, customer)
  }

  /** The agent's mute silences their voice in both mixes, not what the two others say to each other. */
  mute(isMuted: boolean) {
    for (const microphone of this.microphones) microphone.enabled = !isMuted
  }

  /** Each call sends the agent's microphone again, enabled as `isMicrophoneOn` says (the call's own mute). */
  stop(isMicrophoneOn: boolean) {
    for (const restore of this.restores) void restore()
    for (const microphone of this.microphones) microphone.enabled = isMicrophoneOn
    void this.context.close()
  }

  /** What `sending` sends becomes the agent's microphone plus what `hearing` receives. */
  private cross(sending: RTCPeerConnection, hearing: RTCPeerConnection) {
    const sender = sending.getSenders().find((item) => item.track?.kind === 'audio')
    const heard = hearing.getReceivers().find((item) => item.track.kind === 'audio')?.track
    const microphone = sender?.track
    if (!sender || !microphone || !heard) return
    const mix = this.context.createMediaStreamDestination()
    for (const track of [microphone, heard])
      this.context.createMediaStreamSource(new MediaStream([track])).connect(mix)
    this.microphones.push(microphone)
    const [mixed] = mix.stream.getAudioTracks()
    if (mixed) void sender.replaceTrack(mixed)
    this.restores.push(() => sender.replaceTrack(microphone))
  }
}
