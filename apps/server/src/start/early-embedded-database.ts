import { existsSync } from 'node:fs'
import path from 'node:path'
import { embeddedDatabaseDirOf } from '../config/database-location'
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded/embedded-postgres'

/**
 * Starts the embedded database the environment names before the configuration and the rest of the server have
 * loaded (its start is the longest part of a restart, and they load while it runs), but only one that already
 * exists: a new one is made once the configuration has been checked, so that a bad variable never stops its making
 * half-way. Undefined when there is nothing to start early; a failure surfaces where the data store awaits it.
 * @example const embedded = startExistingEmbeddedDatabase(process.env); await openDataStore(config, { embedded })
 */
export function startExistingEmbeddedDatabase(env: NodeJS.ProcessEnv): Promise<EmbeddedPostgres> | undefined {
  const dir = embeddedDatabaseDirOf(env)
  if (dir === undefined || !existsSync(path.join(dir, 'PG_VERSION'))) return undefined
  const starting = startEmbeddedPostgres(dir)
  starting.catch(() => undefined)
  return starting
}
