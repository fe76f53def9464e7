import { productModuleCode, type CompanyDetail } from '@portal/contract'
import { describe, expect, it } from 'vitest'
import { permittedSeats, toCompanyAuthFlags } from './company-flags'

const detail: CompanyDetail = {
  expireTime: null,
  userCount: 12,
  speechUpperLimit: 20,
  onlineStaffUpperLimit: 1500,
  aiSeatsNum: 3,
  callInSeatsNum: null,
}

describe('toCompanyAuthFlags', () => {
  it('asks for call-centre and online seats by ability and intelligent seats by module', () => {
    const codes = ['speech_ability', productModuleCode('outbound'), productModuleCode('intelligent')]
    expect(toCompanyAuthFlags((code) => codes.includes(code))).toEqual({
      speechAuth: 1,
      onlineStaffAuth: 0,
      aiSeatsAuth: 1,
      callInSeatsAuth: 1,
    })
  })
})

describe('permittedSeats', () => {
  it('shows the figures that were asked for and given', () => {
    const flags = { speechAuth: 1, onlineStaffAuth: 0, aiSeatsAuth: 1, callInSeatsAuth: 1 } as const
    expect(permittedSeats(detail, flags)).toEqual([
      { label: 'company.speechSeats', value: 20 },
      { label: 'company.aiSeats', value: 3 },
    ])
  })
})
