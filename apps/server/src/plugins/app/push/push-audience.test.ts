import { describe, expect, it } from 'vitest'
import { audienceTest, type PushRecipient } from './push-audience'

const agent: PushRecipient = { sessionId: 's1', tenantId: 't1', accountId: 'a1', roleIds: ['agents'] }
const admin: PushRecipient = { sessionId: 's2', tenantId: 't1', accountId: 'a2', roleIds: ['admins'] }
const elsewhere: PushRecipient = { sessionId: 's3', tenantId: 't2', accountId: 'a1', roleIds: ['agents'] }
const everyone = [agent, admin, elsewhere]

describe('audienceTest', () => {
  it('takes sessions in any tenant', () => {
    expect(everyone.filter(audienceTest({ sessionIds: ['s1', 's3'] }))).toEqual([agent, elsewhere])
  })

  it('takes a whole tenant when no account or role is named', () => {
    expect(everyone.filter(audienceTest({ tenantId: 't1' }))).toEqual([agent, admin])
  })

  it('takes the named accounts or roles, within the tenant only', () => {
    expect(everyone.filter(audienceTest({ tenantId: 't1', accountIds: ['a1'] }))).toEqual([agent])
    expect(everyone.filter(audienceTest({ tenantId: 't1', roleIds: ['admins'] }))).toEqual([admin])
    expect(
      everyone.filter(audienceTest({ tenantId: 't1', accountIds: ['a1'], roleIds: ['admins'] })),
    ).toEqual([agent, admin])
    expect(everyone.filter(audienceTest({ tenantId: 't1', accountIds: [] }))).toEqual([])
  })
})
