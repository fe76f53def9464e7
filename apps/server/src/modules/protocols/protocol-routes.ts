import { readFile } from 'node:fs/promises'
import type { FastifyInstance } from 'fastify'
import { protocolListRoute } from '@portal/contract'
import { notFound } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import {
  DEFAULT_PROTOCOL_CHANNEL,
  PROTOCOL_CATALOGUE,
  PROTOCOL_PATH_PREFIX,
  pickProtocolDocuments,
  protocolFileName,
} from './protocol-catalogue'

const DOCUMENTS_DIR = new URL('./documents/', import.meta.url)

/**
 * The protocol list (spec §7) and the documents' pages. The pages are read once at start; a request can only
 * name a page of the catalogue, never a path.
 */
export async function protocolRoutes(app: FastifyInstance) {
  const pages = new Map<string, string>()
  for (const entry of PROTOCOL_CATALOGUE) {
    const file = protocolFileName(entry)
    pages.set(file, await readFile(new URL(file, DOCUMENTS_DIR), 'utf8'))
  }

  serveRoute(app, protocolListRoute, async ({ query, request }) => ({
    list: pickProtocolDocuments(
      PROTOCOL_CATALOGUE,
      query.channel || DEFAULT_PROTOCOL_CHANNEL,
      request.locale,
    ),
  }))

  app.get<{ Params: { file: string } }>(`${PROTOCOL_PATH_PREFIX}:file`, async (request, reply) => {
    const page = pages.get(request.params.file)
    if (page === undefined) throw notFound()
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(page)
  })
}
