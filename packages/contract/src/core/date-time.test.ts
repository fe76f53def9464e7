import { describe, expect, it } from 'vitest'
import { dateTimeSchema } from './date-time'

describe('dateTimeSchema', () => {
  it.each([
    ['2026-05-06T05:11:38Z', '2026-05-06T05:11:38Z'],
    ['2026-05-06T05:11:38+08:00', '2026-05-05T21:11:38Z'],
    ['2026-05-06T05:11:38.123456+14:00', '2026-05-05T15:11:38.123456Z'],
    ['2026-12-31T23:30:00-12:00', '2027-01-01T11:30:00Z'],
    ['2026-05-06T05:11:38+05:45', '2026-05-05T23:26:38Z'],
  ])('hands %s on as the UTC instant %s, every digit of its fraction kept', (value, utc) => {
    expect(dateTimeSchema.parse(value)).toBe(utc)
  })

  it.each(['2026-05-06T05:11:38+16:00', '2026-05-06T05:11:38-14:01', '2026-05-06T05:11:38+23:59'])(
    'refuses %s, whose offset no place keeps, with its message key',
    (value) => {
      const result = dateTimeSchema.safeParse(value)
      expect(result.error?.issues[0]?.message).toBe('request.dateTimeOffset')
    },
  )

  it.each([
    '2026-05-06',
    '2026-05-06T05:11:38',
    '2026-02-30T00:00:00Z',
    'soon',
    '0000-01-01T00:00:00Z',
    '0001-01-01T00:00:00+01:00',
    '9999-12-31T23:00:00-14:00',
  ])('refuses %s, which is no date-time with an offset in the years 1 to 9999 UTC', (value) => {
    expect(dateTimeSchema.safeParse(value).success).toBe(false)
  })
})
