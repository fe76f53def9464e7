import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { lazySchemaCompilers } from './lazy-schema-compilers'

const NAMED = { type: 'object', required: ['name'], properties: { name: { type: 'string' } } }

describe('the schema compilers made on first use', () => {
  it('still check a declared body and write the answer by its declared response schema', async () => {
    const app = Fastify({ schemaController: lazySchemaCompilers })
    app.post('/echo', { schema: { body: NAMED, response: { 200: NAMED } } }, async (request) => ({
      ...(request.body as object),
      notInTheSchema: true,
    }))
    try {
      expect((await app.inject({ method: 'POST', url: '/echo', payload: {} })).statusCode).toBe(400)
      const answer = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'Ann' } })
      expect(answer.json()).toEqual({ name: 'Ann' })
    } finally {
      await app.close()
    }
  })
})
