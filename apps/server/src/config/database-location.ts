/** Where the portal keeps its files when DATA_DIR is unset. */
export const DEFAULT_DATA_DIR = './data'

/**
 * The embedded database's folder in a data folder, or `memory://` as it is, for a throwaway database.
 * @example embeddedDatabaseDir('./data/') // './data/pg'
 */
export const embeddedDatabaseDir = (dataDir: string): string =>
  dataDir.startsWith('memory://') ? dataDir : `${dataDir.replace(/\/$/, '')}/pg`

/**
 * The embedded database's folder the environment names, read as `loadConfig` reads DATA_DIR and DATABASE_URL (an
 * empty variable is unset) but without its schema, so that the server can start the database before the
 * configuration has even loaded; undefined when DATABASE_URL names a PostgreSQL.
 * @example embeddedDatabaseDirOf({ DATA_DIR: '/srv/portal' }) // '/srv/portal/pg'
 */
export const embeddedDatabaseDirOf = (env: NodeJS.ProcessEnv): string | undefined =>
  env.DATABASE_URL ? undefined : embeddedDatabaseDir(env.DATA_DIR || DEFAULT_DATA_DIR)
