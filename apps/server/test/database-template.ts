/**
 * The demo database made once per API run, which each test file's database starts from instead of migrating
 * and seeding again: a snapshot file of the embedded database, or a template database on the PostgreSQL server.
 */
export type DatabaseTemplate = { embeddedSnapshot?: string; postgresTemplate?: string }

declare module 'vitest' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate
  }
}
