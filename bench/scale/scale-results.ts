import type { Machine } from '../machine'
import type { RingSummary } from '../ring-ledger'
import type { AgentCommandFailures } from '../simulated-call-agent'
import type { CallCheck } from './call-check'
import type { ProcessLoss } from './lose-a-process'
import type { WindowLoad } from './measure-window'
import type { WindowResources } from './resource-sampler'
import type { ScaleSize } from './scale-size'
import type { BalancerEvents } from './balancer-events'
import type { LoggedProblems } from './logged-problems'
import type { RingTimers } from './ring-timers'

/** One measured window of a deployment: its load's figures, its calls' ringing and what the machine did. */
export type ScaleWindow = Omit<WindowLoad, 'placedFrom' | 'placedTo'> & {
  ringing: RingSummary
  resources: WindowResources
}

/** One deployment's run: one process on its own, or three behind HAProxy with one of them killed. */
export type DeploymentFigures = {
  processes: number
  /** Opening every page, and signing every agent in and READY, in seconds. */
  setUpSeconds: { pages: number; signIn: number }
  windows: ScaleWindow[]
  /** The process killed in the window named 'during', if any. */
  loss: ProcessLoss | null
  calls: CallCheck
  /** The offers of the first calls offered to two agents at overlapping times, one line each. */
  offerTimelines: string[]
  ringTimers: RingTimers
  commandFailures: AgentCommandFailures
  /** What each portal process logged at warn and above. */
  serverProblems: LoggedProblems[]
  /** HAProxy's health-check verdicts, when there was a balancer. */
  balancer: BalancerEvents | null
}

export type ScaleResults = {
  measuredAt: string
  machine: Machine
  size: ScaleSize
  /** The file-descriptor limit the bench ran with (each agent holds a socket). */
  openFilesLimit: string
  onePortal: DeploymentFigures
  threePortals: DeploymentFigures
}
