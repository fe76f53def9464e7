import { cpSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

declare module 'vitest' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    portalDataTemplate: string
  }
}

let template: string | undefined

/** From now on, fresh data folders start as copies of this one (the browser run's set-up file says so). */
export function startDataFoldersFrom(folder: string) {
  template = folder
}

/**
 * A fresh data folder for one embedded portal server: a copy of the browser run's template when there is one (the
 * demo database migrated and seeded once, so the server starts in about a second), else an empty folder, which
 * the server migrates and seeds itself.
 */
export function freshDataFolder(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'))
  if (template) cpSync(template, dataDir, { recursive: true })
  return dataDir
}
