import { createHash } from 'node:crypto'
import type pg from 'pg'

/**
 * How many statements one connection keeps prepared. The portal's statements are a few hundred fixed texts; a
 * text built from its input (a patch's columns, a list's filters) adds one per shape, so past this many a
 * connection sends the rest unprepared rather than grow without bound.
 */
export const PREPARED_PER_CONNECTION = 600

let connectionSerial = 0

/**
 * Makes a connection prepare each statement that has parameters once and then only bind and run it: PostgreSQL
 * then plans it once for all runs (a generic plan, when that is as good), where an unnamed statement is parsed and
 * planned on every run. Planning was most of the cost of the CTI state read (2.3 ms of 2.7 on the embedded
 * database, which runs one statement at a time for the whole process). A text without parameters is prepared only
 * when it is one plain statement: BEGIN with the tenant is two commands, and COMMIT cannot be planned.
 * The name is the text's digest, so the same text is one statement however many places send it, behind the
 * connection's own serial: the embedded database gives every connection the one session, where a connection that
 * replaces a lost one finds the names its predecessor prepared.
 * @example preparePlannedStatements(client) // once, when the pool opens the connection
 */
export function preparePlannedStatements(client: pg.Client): void {
  const send = client.query.bind(client) as (...args: unknown[]) => unknown
  const named = new Set<string>()
  const serial = (connectionSerial += 1)
  const nameFor = (text: string): string | undefined => {
    const name = `c${serial}p${createHash('sha1').update(text).digest('hex').slice(0, 30)}`
    if (named.has(name)) return name
    if (named.size >= PREPARED_PER_CONNECTION) return undefined
    named.add(name)
    return name
  }
  ;(client as { query: unknown }).query = (...args: unknown[]) => {
    const [first, values] = args
    if (typeof first === 'string' && (Array.isArray(values) || isOnePlainStatement(first))) {
      const name = nameFor(first)
      if (name) return send({ name, text: first, values: values ?? [] }, ...args.slice(2))
    }
    return send(...args)
  }
}

const isOnePlainStatement = (text: string) =>
  /^\s*(SELECT|WITH|INSERT|UPDATE|DELETE)\b/i.test(text) && !text.includes(';')

/**
 * A prepared statement whose result columns a later migration changed (`SELECT *` after ADD COLUMN, by a newer
 * process in a rolling deployment) fails on this connection from then on: the connection is discarded, so only
 * the statement that found out fails.
 */
export function isStalePreparedStatement(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string }
  return code === '0A000' && /cached plan must not change result type/.test(message ?? '')
}
