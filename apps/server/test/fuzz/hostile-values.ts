import fc from 'fast-check'

const HOSTILE_TEXTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\uffff',
  '\u202eevil',
  '\r\n\t',
  '%',
  '%00',
  '%E4',
  '%zz',
  '../../../etc/passwd',
  '..\\..\\windows',
  "' OR '1'='1",
  "'; DROP TABLE staff_accounts; --",
  '"); SELECT pg_sleep(1); --',
  '\\',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '//evil.example',
  'https://evil.example/',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999999999999999999',
  '0x7fffffff',
  '__proto__',
  'constructor',
  'prototype',
  '2026-13-45T99:99:99Z',
  '2026-05-06T05:11:38+16:00',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999999999-12:00',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '😀👨‍👩‍👧',
  '中文'.repeat(600),
  'x'.repeat(70_000),
]

const HOSTILE_NUMBERS = [
  -1,
  0,
  -0,
  0.5,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53 + 1,
  -(2 ** 63),
  Number.MAX_SAFE_INTEGER,
]

/** Deep nesting, which a recursive walker or a JSON column might not survive. */
const deepArray = (depth: number): unknown => (depth === 0 ? [] : [deepArray(depth - 1)])

// JSON.parse gives an own `__proto__` key, as a hostile client's body would carry it.
const PROTOTYPE_POLLUTION = JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}')

/** A text no field expects: hostile constants, or random text over all of Unicode (lone surrogates included). */
export const hostileText = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  )

/** Any JSON value a field should not get: wrong types, extremes, hostile text, pollution, deep nesting. */
export const hostileValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 6, arbitrary: hostileText() },
    { weight: 2, arbitrary: fc.constantFrom<unknown>(...HOSTILE_NUMBERS) },
    { weight: 1, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(true, false, null, [], {}, PROTOTYPE_POLLUTION) },
    { weight: 1, arbitrary: fc.constant(deepArray(200)) },
    { weight: 1, arbitrary: fc.array(hostileText(), { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(hostileText(), hostileText(), { maxKeys: 3 }) },
  )
