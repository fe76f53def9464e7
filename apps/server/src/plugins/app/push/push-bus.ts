import { EventEmitter } from 'node:events'
import type { PushPublication } from './push-publication'

/** Carries publications of any domain to the push sockets of every server process; it knows no message type. */
export type PushBus = {
  /** Resolves once the publication is on its way; it never rejects, because the write behind it has committed. */
  publish: (publication: PushPublication) => Promise<void>
  subscribe: (listener: (publication: PushPublication) => void) => () => void
  close: () => Promise<void>
}

const CHANNEL = 'portal:push'

/** One process: publications go straight to this process's sockets. */
export function createLocalPushBus(): PushBus {
  const emitter = new EventEmitter()
  emitter.setMaxListeners(0)
  return {
    publish: async (publication) => void emitter.emit(CHANNEL, publication),
    subscribe: (listener) => {
      emitter.on(CHANNEL, listener)
      return () => emitter.off(CHANNEL, listener)
    },
    close: async () => void emitter.removeAllListeners(),
  }
}
