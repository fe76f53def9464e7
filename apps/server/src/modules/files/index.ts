import type { FastifyInstance } from 'fastify'
import { startAbandonedUploadSweep } from './abandoned-upload-sweep'
import { fileRoutes } from './file-routes'

/**
 * Attachments and file download, and the sweep that deletes, a day after upload, the e-mail attachments never sent
 * and the brand images and avatars since replaced.
 */
export async function filesModule(app: FastifyInstance) {
  await app.register(fileRoutes)
  // The sweep's first run is the costliest query of a start (it loads PL/pgSQL and opens five tables), and a
  // day-old upload can wait a moment longer: it begins once the server listens, not before the server can.
  let sweep: Promise<() => Promise<void>> | undefined
  app.addHook('onListen', async () => {
    sweep = startAbandonedUploadSweep(app)
  })
  app.addHook('onClose', async () => {
    const stop = await sweep
    await stop?.()
  })
}
