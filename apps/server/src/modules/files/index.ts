import type { FastifyInstance } from 'fastify'
import { startAbandonedUploadSweep } from './abandoned-upload-sweep'
import { fileRoutes } from './file-routes'

/**
 * Attachments and file download, and the sweep that deletes, a day after upload, the e-mail attachments never sent
 * and the brand images and avatars since replaced.
 */
export async function filesModule(app: FastifyInstance) {
  await app.register(fileRoutes)
  let stop: () => Promise<void> = async () => undefined
  app.addHook('onReady', async () => {
    stop = await startAbandonedUploadSweep(app)
  })
  app.addHook('onClose', () => stop())
}
