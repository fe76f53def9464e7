import { describe, expect, it } from 'vitest'
import { auditDiffRows, auditValueText } from './audit-diff-rows'

describe('auditDiffRows', () => {
  it('marks only the fields whose values differ, deep values compared as a whole', () => {
    expect(
      auditDiffRows({ link: 'a', sort: 1, roles: ['x'] }, { link: 'b', sort: 1, roles: ['x'] }).map((row) => [
        row.field,
        row.isChanged,
      ]),
    ).toEqual([
      ['link', true],
      ['sort', false],
      ['roles', false],
    ])
  })

  it('shows a creation and a deletion as every field changed', () => {
    expect(auditDiffRows(null, { title: 'T' })).toEqual([
      { field: 'title', before: undefined, after: 'T', isChanged: true },
    ])
    expect(auditDiffRows({ title: 'T' }, null)).toEqual([
      { field: 'title', before: 'T', after: undefined, isChanged: true },
    ])
  })
})

describe('auditValueText', () => {
  it('writes text as it is and other values as JSON', () => {
    expect(auditValueText('x')).toBe('x')
    expect(auditValueText(null)).toBe('null')
    expect(auditValueText({ a: 1 })).toBe('{"a":1}')
    expect(auditValueText(undefined)).toBe('')
  })
})
