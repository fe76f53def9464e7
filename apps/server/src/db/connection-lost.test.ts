import { describe, expect, it } from 'vitest'
import { isConnectionLost } from './connection-lost'

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code })
const fromSyscall = (code: string, syscall: string) =>
  Object.assign(new Error(`${syscall} ${code}`), { code, syscall })

describe('isConnectionLost', () => {
  it('recognises a server that shut the session down or refuses new ones', () => {
    expect(isConnectionLost(withCode('57P01', 'terminating connection due to administrator command'))).toBe(
      true,
    )
    expect(isConnectionLost(withCode('57P03', 'the database system is shutting down'))).toBe(true)
    expect(isConnectionLost(withCode('08006'))).toBe(true)
  })

  it('recognises a socket that could not connect or was cut', () => {
    expect(isConnectionLost(withCode('ECONNREFUSED'))).toBe(true)
    expect(isConnectionLost(withCode('ECONNRESET'))).toBe(true)
    expect(isConnectionLost(new AggregateError([withCode('ECONNREFUSED')], 'connect failed'))).toBe(true)
  })

  it('recognises a server whose address cannot be found while connecting', () => {
    // The embedded database's Unix socket gone: node-postgres fails `connect` with ENOENT.
    expect(isConnectionLost(fromSyscall('ENOENT', 'connect'))).toBe(true)
    expect(isConnectionLost(fromSyscall('ENOTFOUND', 'getaddrinfo'))).toBe(true)
    expect(isConnectionLost(fromSyscall('EAI_AGAIN', 'getaddrinfo'))).toBe(true)
    expect(isConnectionLost(new Error('wrapped', { cause: fromSyscall('ENOENT', 'connect') }))).toBe(true)
  })

  it('leaves a missing file alone, even wrapped', () => {
    expect(isConnectionLost(fromSyscall('ENOENT', 'open'))).toBe(false)
    expect(isConnectionLost(new Error('upload failed', { cause: fromSyscall('ENOENT', 'open') }))).toBe(false)
    expect(isConnectionLost(withCode('ENOENT'))).toBe(false)
  })

  it("recognises node-postgres's own messages for a dead client", () => {
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(
      isConnectionLost(new Error('Client has encountered a connection error and is not queryable')),
    ).toBe(true)
    expect(isConnectionLost(new Error('timeout exceeded when trying to connect'))).toBe(true)
    expect(isConnectionLost(new Error('wrapped', { cause: withCode('ECONNREFUSED') }))).toBe(true)
  })

  it('leaves a failed statement alone', () => {
    expect(isConnectionLost(withCode('23505', 'duplicate key value violates unique constraint'))).toBe(false)
    expect(isConnectionLost(withCode('42P01', 'relation "x" does not exist'))).toBe(false)
    expect(isConnectionLost(new Error('anything else'))).toBe(false)
    expect(isConnectionLost('not an error')).toBe(false)
  })
})
