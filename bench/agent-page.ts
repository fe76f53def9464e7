import type WebSocket from 'ws'
import { ctiStateRoute, type CtiState } from '@portal/contract'
import { keepPushPageOpen, type ReconnectingPushPage } from '../e2e/support/reconnecting-push-page'
import { callRoute } from './call-route'
import type { BenchAgentSession } from './seed-bench-agents'
import { watchCtiSocket, type CtiSocketWatch } from './watch-cti-socket'

export type AgentPage = BenchAgentSession & {
  page: ReconnectingPushPage
  /** The socket the page holds now: another one after each reconnection. */
  socket: () => WebSocket
  /** The CTI_STATE frames of whichever socket the page holds now. */
  watch: CtiSocketWatch
  close: () => void
}

/**
 * An agent's page without the browser, kept open through `origin` (a balancer sends a dropped page to a process
 * still running): `onState` gets each CTI state newer than the last one seen, from the push socket and, after a
 * reconnection, from reading the state again as the browser's page does on RECONNECTED. Resolves once it is open.
 * @example const page = await openAgentPage(origin, agent, (state, at) => ledger.sawState(agent.accountId, state, at))
 */
export async function openAgentPage(
  origin: string,
  agent: BenchAgentSession,
  onState: (state: CtiState, at: number) => void,
): Promise<AgentPage> {
  let newest = -1
  const see = (state: CtiState, at: number) => {
    if (state.version <= newest) return
    newest = state.version
    onState(state, at)
  }
  let socket: WebSocket | undefined
  let watch: CtiSocketWatch | undefined
  const page = await keepPushPageOpen(origin, agent.cookie, (opened) => {
    const isReconnection = watch !== undefined
    watch?.stop()
    socket = opened
    watch = watchCtiSocket(opened, see)
    if (isReconnection)
      void callRoute(origin, agent.cookie, ctiStateRoute).then(
        (state) => see(state, performance.now()),
        () => undefined,
      )
  })
  const current = () => {
    if (!socket || !watch) throw new Error('a page opened without its socket')
    return { socket, watch }
  }
  current()
  return {
    ...agent,
    page,
    socket: () => current().socket,
    watch: {
      arrivalOf: (version, timeoutMs) => current().watch.arrivalOf(version, timeoutMs),
      stop: () => current().watch.stop(),
    },
    close: () => {
      current().watch.stop()
      page.close()
    },
  }
}
