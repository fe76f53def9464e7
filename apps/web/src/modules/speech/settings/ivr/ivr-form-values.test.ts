import { ivrDefinitionSchema } from '@portal/contract'
import { describe, expect, it } from 'vitest'
import { toFormValues, toIvrFlowForm } from './ivr-form-values'

const firstMenu = { name: '主菜单', greeting: '您好' }

describe('the IVR editor values', () => {
  it('start a new flow with one valid menu and no business hours', () => {
    const form = toIvrFlowForm({ ...toFormValues('总机', null, firstMenu) })
    expect(form.definition.businessHours).toBeNull()
    expect(ivrDefinitionSchema.safeParse(form.definition).success).toBe(true)
  })

  it('keep only the target of each action kind, and the hours only when switched on', () => {
    const values = toFormValues('总机', null, firstMenu)
    const [menu] = values.menus
    if (!menu) throw new Error('no first menu')
    const edited = {
      ...values,
      hasBusinessHours: true,
      menus: [
        {
          ...menu,
          // A key switched from a queue to hang-up keeps its old queue in the form: it is not sent.
          keys: [{ key: '1' as const, action: { kind: 'HANGUP' as const, skillGroupId: 'g1' } }],
          onTimeout: { kind: 'QUEUE' as const, skillGroupId: 'g1', menuId: 'old' },
        },
      ],
    }
    const form = toIvrFlowForm(edited)
    expect(form.definition.menus[0]?.keys).toEqual([{ key: '1', action: { kind: 'HANGUP' } }])
    expect(form.definition.menus[0]?.onTimeout).toEqual({ kind: 'QUEUE', skillGroupId: 'g1' })
    expect(form.definition.businessHours?.days).toHaveLength(5)
    expect(toIvrFlowForm({ ...edited, hasBusinessHours: false }).definition.businessHours).toBeNull()
  })

  it('give a saved flow back as it was saved', () => {
    const saved = toIvrFlowForm(toFormValues('总机', null, firstMenu))
    expect(toIvrFlowForm(toFormValues('总机', saved.definition, firstMenu))).toEqual(saved)
  })
})
