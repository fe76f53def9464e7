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
    expect(requiredCodesOf('/mzz/kmp/kmp/front/main/list/edit/42')).toEqual([
      '$dzfront_productModule_kmp',
      'kmp.knowledge.edit',
    ])
  })

  it('asks only for the module of a module page this build does not have, and nothing outside modules', () => {
    expect(requiredCodesOf('/mzz/intelligent/intelligent/robot')).toEqual([
      '$dzfront_productModule_intelligent',
    ])
    expect(requiredCodesOf('/news')).toEqual([])
  })
})
