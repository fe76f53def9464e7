import { describe, expect, it } from 'vitest'
import { embeddedDatabaseDir, embeddedDatabaseDirOf } from './database-location'
import { loadConfig } from './env'

describe('the embedded database folder read from the environment alone', () => {
  it('is the one the checked configuration names, or none when DATABASE_URL names a PostgreSQL', () => {
    const environments = [
      {},
      { DATA_DIR: '' },
      { DATA_DIR: '/srv/portal/' },
      { DATA_DIR: 'memory://' },
      { DATABASE_URL: '' },
      { DATABASE_URL: 'postgres://portal@db.example:5432/portal', DATA_DIR: '/srv/portal' },
    ]
    for (const env of environments) {
      const config = loadConfig(env)
      expect(embeddedDatabaseDirOf(env), JSON.stringify(env)).toBe(
        config.databaseUrl ? undefined : embeddedDatabaseDir(config.dataDir),
      )
    }
  })

  it('keeps the database in pg under the data folder, or in memory as asked', () => {
    expect(embeddedDatabaseDirOf({})).toBe('./data/pg')
    expect(embeddedDatabaseDir('/srv/portal/')).toBe('/srv/portal/pg')
    expect(embeddedDatabaseDir('memory://')).toBe('memory://')
  })
})
