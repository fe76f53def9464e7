import { describe, expect, it } from 'vitest'
import { describeAudience, toAudience } from './announcement-audience'

const t = (key: string) => `<${key}>`

describe('toAudience', () => {
  it('sends the whole tenant when that is chosen, whatever roles were picked before', () => {
    expect(toAudience('tenant', ['r1'])).toEqual({ kind: 'tenant' })
  })

  it('sends the chosen role ids when roles are chosen', () => {
    expect(toAudience('roles', ['r1', 'r2'])).toEqual({ kind: 'roles', roleIds: ['r1', 'r2'] })
  })

  it('sends an empty role list when roles are chosen but none picked, for the rule to refuse', () => {
    expect(toAudience('roles')).toEqual({ kind: 'roles', roleIds: [] })
  })

  it('falls back to the whole tenant when nothing is chosen', () => {
    expect(toAudience(undefined)).toEqual({ kind: 'tenant' })
  })
})

describe('describeAudience', () => {
  it('names the whole tenant', () => {
    expect(describeAudience({ kind: 'tenant' }, t)).toBe('<notice.audience.tenant>')
  })

  it('lists the role names', () => {
    const roles = [
      { id: '1', name: '坐席' },
      { id: '2', name: '班长' },
    ]
    expect(describeAudience({ kind: 'roles', roles }, t)).toBe('坐席, 班长')
  })
})
