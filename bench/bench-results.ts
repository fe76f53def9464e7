import type { CallMemory } from './call-memory'
import type { ComparedLoad } from './compare-with-hello-world'
import type { DashboardMainThread } from './dashboard-main-thread'
import type { LoginBurst } from './login-burst'
import type { LoginThroughput } from './login-throughput'
import type { Machine } from './machine'
import type { JourneyWeight } from '../e2e/support/page-weight'
import type { PushFanOut } from './push-fan-out'
import type { StartUpTime } from './start-up-time'
import type { SupervisorBoard } from './supervisor-board'
import type { TelephonyLoad } from './telephony-load'
import type { KnowledgeSearch } from './knowledge-search'
import type { WorkOrderList } from './work-order-list'

/** Which database the portal ran on: the embedded one of a fresh start, or a PostgreSQL server. */
export type DatabaseKind = 'embedded' | 'postgres'

export type HttpRow = ComparedLoad & { database: DatabaseKind }

/** Logins on one account (three at a time), then over many accounts side by side, and a burst beside another call. */
export type LoginRow = LoginThroughput & {
  database: DatabaseKind
  manyAccounts: LoginThroughput
  /** The password checks a second the machine did alone just before (the ceiling of any login rate). */
  passwordChecksPerSecond: number
  burst: LoginBurst
}

/** The data the portal ran on besides the demo data, and how long writing it took. */
export type SeedRow = {
  database: DatabaseKind
  tenants: number
  messages: number
  agents: number
  seconds: number
}

export type PushRow = PushFanOut & { database: DatabaseKind }

/** Issue 9: calls into a skill group of signed-in agents, and the agents' status changes. */
export type TelephonyRow = TelephonyLoad & { database: DatabaseKind }

/** Issue 10 part 5: agents' status changes reaching a supervisor's board, read on its pushes. */
export type SupervisorBoardRow = SupervisorBoard & { database: DatabaseKind }

/** Issue 29 part 2: the knowledge search over 10,000 published articles. */
export type KnowledgeSearchRow = KnowledgeSearch & { database: DatabaseKind }
export type WorkOrderListRow = WorkOrderList & { database: DatabaseKind }

/** Issue 10 part 5: one browser tab holding a call for minutes, or why that figure did not run. */
export type CallMemoryResult = CallMemory | { skipped: string }

export type BenchResults = {
  measuredAt: string
  machine: Machine
  load: { durationSeconds: number; connections: number }
  seeds: SeedRow[]
  http: HttpRow[]
  push: PushRow[]
  logins: LoginRow[]
  telephony: TelephonyRow[]
  supervisorBoard: SupervisorBoardRow[]
  knowledgeSearch: KnowledgeSearchRow[]
  workOrderList: WorkOrderListRow[]
  /** The login page, then login + shell + dashboard: the build's bytes and those received (brotli, gzip), JS apart. */
  pageWeight: JourneyWeight[]
  dashboardMainThread: DashboardMainThread
  startUp: StartUpTime
  callMemory: CallMemoryResult
  /** Why there are no PostgreSQL figures, when there are none. */
  postgresSkipped: string | null
}
