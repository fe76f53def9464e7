// The far end of the browser-to-browser tests: a bare JsSIP phone in its own page (bundled by far-end-page.ts),
// driven through window.farEnd. It answers every call, also the one that replaces its call (INVITE with
// Replaces, RFC 3891) when the agent's softphone moves to another tab.
import * as JsSIP from 'jssip'
import type { RTCSession } from 'jssip/lib/RTCSession'
import type { RTCSessionEvent } from 'jssip/lib/UA'

const options = { mediaConstraints: { audio: true, video: false }, pcConfig: { iceServers: [] } }
let ua: JsSIP.UA | null = null
let session: RTCSession | null = null
const events: string[] = []

const follow = (next: RTCSession) => {
  session = next
  for (const name of ['accepted', 'confirmed', 'ended', 'failed', 'reinvite'] as const)
    next.on(name, () => events.push(`${name}`))
  next.on('replaces', ({ accept }) => {
    events.push('replaces')
    ;(accept as () => void)()
  })
}

const farEnd = {
  events,
  start(credentials: { webSocketUrl: string; uri: string; authorizationUser: string; password: string }) {
    ua = new JsSIP.UA({
      sockets: [new JsSIP.WebSocketInterface(credentials.webSocketUrl)],
      uri: credentials.uri,
      authorization_user: credentials.authorizationUser,
      password: credentials.password,
      session_timers: false,
    })
    ua.on('newRTCSession', ({ session: next, originator }: RTCSessionEvent) => {
      follow(next)
      if (originator === 'remote') next.answer(options)
    })
    const registered = new Promise<string>((resolve) => {
      ua?.on('registered', () => resolve('registered'))
      ua?.on('registrationFailed', ({ cause }) => resolve(`failed: ${cause}`))
    })
    ua.start()
    return registered
  },
  // The UA's newRTCSession event follows the call it places too.
  call(target: string) {
    ua?.call(target, options)
  },
  hangUp() {
    if (session && !session.isEnded()) session.terminate()
  },
  isUp: () => Boolean(session?.isEstablished()),
  remoteStream: () => {
    const receiver = session?.connection?.getReceivers().find((item) => item.track.kind === 'audio')
    return receiver ? new MediaStream([receiver.track]) : null
  },
}

Object.assign(window, { farEnd })
