import { describe, expect, it } from 'vitest'
import { firstUnknownRoleCode, ROLE_GRANTABLE_CATALOGUE_CODES } from './role-grantable-codes'

describe('firstUnknownRoleCode', () => {
  it('knows the role-granted catalogue codes and the menu codes it is given', () => {
    expect(firstUnknownRoleCode(['portal.tool', 'setting.role', 'kmp'], ['kmp'])).toBeNull()
  })

  it('names the first code that is neither, and refuses module codes and the defaults', () => {
    expect(firstUnknownRoleCode(['portal.tool', 'made.up', 'other'], [])).toBe('made.up')
    expect(firstUnknownRoleCode(['$dzfront_productModule_speech'], [])).toBe('$dzfront_productModule_speech')
    expect(firstUnknownRoleCode(['404'], [])).toBe('404')
    expect(firstUnknownRoleCode(['__proto__'], [])).toBe('__proto__')
    expect(ROLE_GRANTABLE_CATALOGUE_CODES).not.toContain('/')
  })
})
