import { createRequire } from 'node:module'
import type { FastifyServerOptions } from 'fastify'

type SchemaControllerOptions = NonNullable<FastifyServerOptions['schemaController']>
type CompilersFactory = NonNullable<SchemaControllerOptions['compilersFactory']>

// Fastify's own copies, found from where Fastify is installed.
const fastifyRequire = createRequire(createRequire(import.meta.url).resolve('fastify'))

/** A compiler factory that makes Fastify's default one (`packageName`'s) at its first call. */
function madeOnFirstCall<F extends (...args: never[]) => unknown>(packageName: string): F {
  let factory: F | undefined
  return ((...args: Parameters<F>) => {
    factory ??= (fastifyRequire(packageName) as () => F)()
    return factory(...args)
  }) as F
}

/**
 * Fastify's schema compilers (ajv with its formats, fast-json-stringify), the ones it would choose itself, loaded
 * by the first route that declares a JSON schema rather than when the app is made: the portal's routes check their
 * input with the contract's zod schemas and declare none, so a start never reads the compilers (a tenth of a
 * second). Declared factories count as custom, which changes only how a headers schema is read: none here has one.
 * @example Fastify({ schemaController: lazySchemaCompilers })
 */
export const lazySchemaCompilers: SchemaControllerOptions = {
  compilersFactory: {
    buildValidator: madeOnFirstCall<NonNullable<CompilersFactory['buildValidator']>>('@fastify/ajv-compiler'),
    buildSerializer: madeOnFirstCall<NonNullable<CompilersFactory['buildSerializer']>>(
      '@fastify/fast-json-stringify-compiler',
    ),
  },
}
