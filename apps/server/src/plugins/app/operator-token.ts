import { randomBytes } from 'node:crypto'
import { mkdir, open, readFile } from 'node:fs/promises'
import type { Config } from '../../config/env'

/** Where the server keeps the operator token it made, for the announce command on the same host to read. */
export const operatorTokenPath = (dataDir: string) => `${dataDir.replace(/\/$/, '')}/operator-token`

/**
 * The platform operator's bearer token: OPERATOR_TOKEN, else the one in DATA_DIR/operator-token, made (mode
 * 0600) by the first server process to start. An in-memory data directory keeps a random one in memory only.
 * @example const token = await loadOperatorToken(config)
 */
export async function loadOperatorToken(config: Pick<Config, 'operatorToken' | 'dataDir'>): Promise<string> {
  if (config.operatorToken) return config.operatorToken
  const token = randomBytes(32).toString('base64url')
  if (config.dataDir.startsWith('memory://')) return token
  const path = operatorTokenPath(config.dataDir)
  await mkdir(config.dataDir, { recursive: true })
  try {
    const file = await open(path, 'wx', 0o600)
    await file.writeFile(token)
    await file.close()
    return token
  } catch (error) {
    // Another process (or an earlier start) made it: every process must accept the same token.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return (await readFile(path, 'utf8')).trim()
  }
}
