import { describe, expect, it } from 'vitest'
import { legacyMainTarget } from './legacy-paths'

describe('legacyMainTarget', () => {
  it('moves the old main paths under their module, keeping the rest and the query', () => {
    expect(legacyMainTarget('userCenter', 'customerManage/audit')).toBe(
      '/mzz/usercenter/usercenter/userCenter/customerManage/audit',
    )
    expect(legacyMainTarget('newRobot', 'table', '?id=1')).toBe(
      '/mzz/intelligent/intelligent/newRobot/table?id=1',
    )
    expect(legacyMainTarget('knowledgeLogs', '')).toBe('/mzz/kmp/kmp/knowledgeLogs')
  })

  it('knows only the names spec §2 lists', () => {
    expect(legacyMainTarget('other', 'x')).toBeNull()
    expect(legacyMainTarget('constructor', 'x')).toBeNull()
  })
})
