import { describe, expect, it } from 'vitest'
import { isConnectionLost } from './connection-lost'

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code })

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
