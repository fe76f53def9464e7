import { describe, expect, it } from 'vitest'
import { productState } from './product-state'

describe('productState', () => {
  it('is formal with a granted licence through its last local day, expired after it', () => {
    const formal = {
      grantTime: '2026-01-01T00:00:00Z',
      registerTime: '2025-12-01T00:00:00Z',
      expireTime: '2026-12-31T15:00:00Z',
    }
    expect(productState({ ...formal, currentDate: '2026-12-31' }, 8)).toEqual({ kind: 'formal', daysLeft: 0 })
    expect(productState({ ...formal, currentDate: '2027-01-02' }, 8)).toEqual({
      kind: 'expired',
      daysExpired: 2,
      wasTrial: false,
    })
  })

  it('makes a trial end 7 days after registration, counted in the tenant time zone', () => {
    const trial = { grantTime: null, registerTime: '2026-11-10T17:00:00Z', expireTime: null }
    expect(productState({ ...trial, currentDate: '2026-11-18' }, 8)).toEqual({ kind: 'trial', daysLeft: 0 })
    expect(productState({ ...trial, currentDate: '2026-11-21' }, 8)).toEqual({
      kind: 'expired',
      daysExpired: 3,
      wasTrial: true,
    })
    expect(productState({ ...trial, currentDate: '2026-11-20' }, 0)).toEqual({
      kind: 'expired',
      daysExpired: 3,
      wasTrial: true,
    })
  })

  it('has no end for a formal licence without an expiry', () => {
    expect(
      productState(
        {
          grantTime: '2026-01-01T00:00:00Z',
          registerTime: '2026-01-01T00:00:00Z',
          expireTime: null,
          currentDate: '2030-01-01',
        },
        8,
      ),
    ).toEqual({ kind: 'formal', daysLeft: null })
  })
})
