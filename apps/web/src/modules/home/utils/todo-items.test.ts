import { productModuleCode, type TodoCounts } from '@portal/contract'
import { describe, expect, it } from 'vitest'
import { permittedTodoItems, toTodoAuthFlags } from './todo-items'

const holding =
  (...codes: string[]) =>
  (code: string) =>
    codes.includes(code)

const counts: TodoCounts = {
  pendingNum: 3,
  submitNum: 2,
  resolveWorkorderNum: 1200,
  overdueWorkorderNum: 2,
  offlineMsgNum: 4,
  outboundNum: 5,
  returnVisitNum: 6,
  auditBlacklistNum: null,
}

describe('toTodoAuthFlags', () => {
  it('sets 1 for each to-do code the user holds and 0 for the rest', () => {
    expect(
      toTodoAuthFlags(holding('workorder.center', 'speech_ability', 'working.platform.callTask')),
    ).toEqual({
      workingPlatformAuth: 0,
      onlineAuth: 0,
      speechAuth: 1,
      offlineMessageAuth: 0,
      callTaskAuth: 1,
      returnVisitPlanAuth: 0,
      workorderAuth: 1,
      auditBlacklistAuth: 0,
    })
  })

  it('sends all flags 0 for a user without to-do codes', () => {
    expect(Object.values(toTodoAuthFlags(holding())).every((flag) => flag === 0)).toBe(true)
  })
})

describe('permittedTodoItems', () => {
  it('shows the four work-order counts, linked to their filters, to a work-order user', () => {
    const items = permittedTodoItems(holding('workorder.center', productModuleCode('workorder')), counts)
    expect(items.map(({ item, value }) => [item.to.split('?')[1], value])).toEqual([
      ['filterMenu=pending', 3],
      ['filterMenu=submitted', 2],
      ['filterMenu=resolved', 1200],
      ['filterMenu=pending&due=overdue', 2],
    ])
  })

  it('needs the module of the list page besides the to-do code', () => {
    expect(permittedTodoItems(holding('workorder.center'), counts)).toEqual([])
  })

  it('leaves out an item the server did not count even when the codes allow it', () => {
    const can = holding('blackName.center.audit', productModuleCode('usercenter'))
    expect(permittedTodoItems(can, counts)).toEqual([])
  })

  it('shows offline messages only with the online ability besides their own code', () => {
    const codes = ['working.platform.offlineMessage', productModuleCode('platform')]
    expect(permittedTodoItems(holding(...codes), counts)).toEqual([])
    const items = permittedTodoItems(holding('online_ability', ...codes), counts)
    expect(items.map(({ item }) => item.count)).toEqual(['offlineMsgNum'])
  })
})
