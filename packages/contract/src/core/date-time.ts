import { z } from 'zod'
import type { coreTexts } from './core-texts'

/** The widest UTC offset any place keeps (Kiribati, +14:00; the furthest west is -12:00). */
export const MAX_UTC_OFFSET_MINUTES = 14 * 60

// A core text (MessageKey itself would make the domains that use this schema part of their own type).
const OFFSET_OUT_OF_RANGE = 'request.dateTimeOffset' satisfies keyof (typeof coreTexts)['zh-CN']

// An RFC 3339 date-time as z.iso.datetime({ offset: true }) accepts it: seconds always, a fraction maybe, Z or ±hh:mm.
const PARTS = /^(.{19})(\.\d+)?(?:Z|([+-])(\d{2}):(\d{2}))$/

const offsetMinutes = (value: string): number => {
  const [, , , sign, hours = '0', minutes = '0'] = PARTS.exec(value) ?? []
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes))
}

/** The same instant in UTC, keeping every digit of the fraction (a cursor may carry microseconds). */
const toUtc = (value: string): string => {
  const [, wholeSeconds = '', fraction = ''] = PARTS.exec(value) ?? []
  const instant = Date.parse(`${wholeSeconds}Z`) - offsetMinutes(value) * 60_000
  return `${new Date(instant).toISOString().slice(0, 19)}${fraction}Z`
}

/** A UTC instant in the years 0001 to 9999: four-digit ISO text, and PostgreSQL has no year 0. */
const isFourDigitYear = (utc: string): boolean => /^(?!0000)\d{4}-/.test(utc)

/**
 * A date-time with its UTC offset, as both sides send one: an offset beyond ±14:00 is refused (no place keeps
 * one, and PostgreSQL fails on ±16:00), and the server receives the instant in UTC, within the years 1 to 9999.
 * @example dateTimeSchema.parse('2026-05-06T05:11:38.123456+08:00') // '2026-05-05T21:11:38.123456Z'
 */
export const dateTimeSchema = z.iso
  .datetime({ offset: true })
  .refine((value) => Math.abs(offsetMinutes(value)) <= MAX_UTC_OFFSET_MINUTES, OFFSET_OUT_OF_RANGE)
  .transform(toUtc)
  .refine(isFourDigitYear)
