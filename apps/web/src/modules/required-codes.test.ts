import { describe, expect, it } from 'vitest'
import { requiredCodesOf } from './required-codes'

describe('requiredCodesOf', () => {
  it('asks for the module and the page code of a module page, also below a route with parameters', () => {
    expect(requiredCodesOf('/mzz/usercenter/usercenter/userCenter/customerManage/audit')).toEqual([
      '$dzfront_productModule_usercenter',
      'blackName.center.audit',
    ])
    expect(requiredCodesOf('/mzz/workorder/workorder/front/main/order/detail/42')).toEqual([
      '$dzfront_productModule_workorder',
      'workorder.center',
    ])
  })

  it('asks only for the module of a module page this build does not have, and nothing outside modules', () => {
    expect(requiredCodesOf('/mzz/kmp/kmp/front/main/list')).toEqual(['$dzfront_productModule_kmp'])
    expect(requiredCodesOf('/news')).toEqual([])
  })
})
