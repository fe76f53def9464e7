import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { RouteDefinition } from '@portal/contract'
import { operatorTokenPath } from '../plugins/app/operator-token'

/**
 * Calls an operator route of the running server (only it may open the embedded database), with the operator
 * token: OPERATOR_TOKEN, else the one the server wrote in DATA_DIR. PORTAL_URL says where the server is. A GET
 * sends no body; `where` fills the path's parameters and the query.
 * @returns the envelope's data
 */
export async function operatorRequest(
  route: RouteDefinition,
  body: unknown,
  where: { params?: Record<string, string>; query?: Record<string, string> } = {},
): Promise<unknown> {
  const token =
    process.env.OPERATOR_TOKEN ||
    (await readFile(operatorTokenPath(commandDataDir(process.env)), 'utf8').catch(() => '')).trim()
  if (!token)
    throw new Error('No operator token: set OPERATOR_TOKEN, or start the server first (it writes one).')
  const portalUrl = (process.env.PORTAL_URL || 'http://127.0.0.1:8080').replace(/\/$/, '')
  const pathname = route.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(where.params?.[name] ?? ''),
  )
  const search = where.query ? `?${new URLSearchParams(where.query)}` : ''
  const response = await fetch(`${portalUrl}${pathname}${search}`, {
    method: route.method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    ...(route.method === 'GET' ? {} : { body: JSON.stringify(body) }),
  })
  const envelope = (await response.json().catch(() => null)) as { message?: string; data?: unknown } | null
  if (!response.ok) throw new Error(`The server refused: ${response.status} ${envelope?.message ?? ''}`)
  return envelope?.data
}

/**
 * The server's DATA_DIR as the person typed it: a relative one is taken from the folder npm was run in (INIT_CWD),
 * not from the workspace folder `npm run -w @portal/server` moves into, so the command finds the token `npm start`
 * wrote in the same folder.
 * @example commandDataDir({ INIT_CWD: '/repo' }) // '/repo/data'
 */
export function commandDataDir(env: NodeJS.ProcessEnv): string {
  return path.resolve(env.INIT_CWD || process.cwd(), env.DATA_DIR || './data')
}

/** Runs a command's main, printing its error alone (no stack) and exiting non-zero on failure. */
export function runCommand(main: () => Promise<void>) {
  main().catch((error: unknown) => {
    console.error((error as Error).message)
    process.exit(1)
  })
}
