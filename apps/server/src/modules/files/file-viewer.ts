import { TO_DO_PERMISSIONS } from '@portal/contract'
import type { FastifyRequest } from 'fastify'
import type { Queryable } from '../../db/database'
import { loadViewer, type Viewer } from '../messages/message-viewer'

/**
 * Who downloads a file: a viewer of messages (a message's attachment follows its message) who may also read the
 * tenant's work orders, or not (a work order's attachment follows the order).
 */
export type FileViewer = Viewer & { canReadWorkOrders: boolean }

/**
 * The signed-in user as a downloader of the current tenant's files (inside the download's transaction).
 * @example findDownloadableFiles(tx, await loadFileViewer(request, tx), { id })
 */
export async function loadFileViewer(request: FastifyRequest, tx: Queryable): Promise<FileViewer> {
  const { permissions } = await request.access(tx)
  return {
    ...(await loadViewer(request, tx)),
    canReadWorkOrders: permissions.has(TO_DO_PERMISSIONS.workOrderCentre),
  }
}
