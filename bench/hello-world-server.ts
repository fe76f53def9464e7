// The baseline: the least work Fastify can do for a JSON answer, on the same Node and machine as the portal, so
// the portal's figures can be read as a ratio that shrugs off a noisy shared machine.
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))

const port = Number(process.env.PORT ?? 0)
await app.listen({ port, host: '127.0.0.1' })

process.once('SIGTERM', () => void app.close().then(() => process.exit(0)))
process.once('SIGINT', () => void app.close().then(() => process.exit(0)))
