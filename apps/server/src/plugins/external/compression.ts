import fp from 'fastify-plugin'
import fastifyCompress from '@fastify/compress'

/**
 * Compresses answers of about 1 KB and more on the fly (the JSON answers, the HTML shell), brotli first at a
 * quick level, else gzip, with `Vary: Accept-Encoding`. Built assets arrive already compressed (the web app's
 * build writes `.br` and `.gz` beside each one) and are served as they are.
 */
export const compression = fp(async (app) => {
  // Any answer may come compressed (the pre-compressed assets too, which this plugin leaves alone), so every
  // answer says that it varies by Accept-Encoding; the plugin adds nothing when the header already says so.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Vary', 'accept-encoding')
  })
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] })
})
