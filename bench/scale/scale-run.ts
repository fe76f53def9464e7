import type { BoardSampleLedger } from '../board-sample-ledger'
import type { InboundQueue } from '../place-inbound-calls'
import { createRingLedger, type RingLedger } from '../ring-ledger'
import { signInAllReady } from '../status-round-trips'
import { openScalePages, type ScalePages } from './open-scale-pages'
import type { ScaleSize } from './scale-size'
import type { ScaleTenant } from './seed-scale-call-centres'
import { watchSupervisorBoards, type SupervisorBoards } from './supervisor-boards'
import { announcingTenants, type AnnouncingTenant } from './tenant-announcements'

/** Every simulated person of one deployment's run, signed in and watching, ready for measured windows. */
export type ScaleRun = {
  origin: string
  size: ScaleSize
  pages: ScalePages
  boards: SupervisorBoards
  ringLedger: RingLedger
  /** Every call placed, by the id the simulator answered. */
  placedIds: string[]
  announcing: AnnouncingTenant[]
  /** Each tenant's call group, with its supervisor's session to place the calls. */
  queues: InboundQueue[]
  /** The window being measured takes the supervisors' board reads. */
  boardLedger: { current: BoardSampleLedger | null }
  /** How long opening the pages and signing everyone in took, in seconds. */
  setUpSeconds: { pages: number; signIn: number }
  close: () => Promise<void>
}

/** A call's talk, long enough that a hundred or so are on at once at 50 calls a second. */
const TALK_MS = 2_000

/**
 * Opens every agent's page through `origin`, signs every agent in and makes them READY, then opens each tenant's
 * supervisor board.
 * @example const run = await openScaleRun(portal.origin, tenants, size); ...; await run.close()
 */
export async function openScaleRun(
  origin: string,
  tenants: readonly ScaleTenant[],
  size: ScaleSize,
): Promise<ScaleRun> {
  const ringLedger = createRingLedger()
  const placedIds: string[] = []
  const begin = performance.now()
  const pages = await openScalePages(origin, tenants, ringLedger, TALK_MS)
  const opened = performance.now()
  let boards: SupervisorBoards | undefined
  try {
    await signInAllReady(origin, [...pages.callAgents, ...pages.statusAgents])
    const signedIn = performance.now()
    const boardLedger: ScaleRun['boardLedger'] = { current: null }
    const supervisors = tenants.map((tenant) => tenant.supervisor)
    boards = await watchSupervisorBoards(origin, supervisors, (read) => boardLedger.current?.saw(read))
    const openBoards = boards
    return {
      origin,
      size,
      pages,
      boards,
      ringLedger,
      placedIds,
      announcing: await announcingTenants(origin, supervisors, pages.byTenant),
      queues: tenants.map((tenant) => ({
        cookie: tenant.supervisor.cookie,
        skillGroupId: tenant.calls.skillGroupId,
      })),
      boardLedger,
      setUpSeconds: { pages: (opened - begin) / 1000, signIn: (signedIn - opened) / 1000 },
      close: async () => {
        await openBoards.stop()
        pages.close()
      },
    }
  } catch (error) {
    await boards?.stop()
    pages.close()
    throw error
  }
}
