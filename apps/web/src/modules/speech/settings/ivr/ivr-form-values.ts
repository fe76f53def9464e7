import type { BusinessHours, IvrAction, IvrDefinition, IvrFlowForm, IvrMenu } from '@portal/contract'

/** An action as the form holds it: its kind, and the target of whichever kind it is. */
type ActionValues = { kind: IvrAction['kind']; skillGroupId?: string; menuId?: string }
type MenuValues = Omit<IvrMenu, 'keys' | 'onTimeout' | 'onWrongKey'> & {
  keys: { key: IvrMenu['keys'][number]['key']; action: ActionValues }[]
  onTimeout: ActionValues
  onWrongKey: ActionValues
}

/** The editor's values: the flow's name and menus, and its business hours behind a switch. */
export type IvrFormValues = {
  name: string
  menus: MenuValues[]
  hasBusinessHours: boolean
  businessHours: BusinessHours
}

/** A new menu's id, unique within its flow (keys lead to sub-menus by it). */
export const newMenuId = () => `menu-${Math.random().toString(36).slice(2, 10)}`

/** A new menu: a greeting, no keys yet, silence and a wrong key hang up. */
export const newMenu = (name: string, greeting: string): MenuValues => ({
  id: newMenuId(),
  name,
  greeting,
  recordingFileId: null,
  keys: [],
  timeoutSeconds: 5,
  onTimeout: { kind: 'HANGUP' },
  onWrongKey: { kind: 'HANGUP' },
})

const DEFAULT_HOURS: BusinessHours = {
  days: [1, 2, 3, 4, 5].map((day) => ({ day, from: '09:00', to: '18:00' })),
  holidays: [],
  closedGreeting: '',
  closedAction: 'CALLBACK',
}

/** The editor's starting values: a saved flow's, or a new flow's one menu. */
export const toFormValues = (
  name: string,
  definition: IvrDefinition | null,
  firstMenu: { name: string; greeting: string },
): IvrFormValues => ({
  name,
  menus: definition?.menus ?? [newMenu(firstMenu.name, firstMenu.greeting)],
  hasBusinessHours: Boolean(definition?.businessHours),
  businessHours: definition?.businessHours ?? DEFAULT_HOURS,
})

const toAction = (values: ActionValues): IvrAction => {
  if (values.kind === 'QUEUE') return { kind: 'QUEUE', skillGroupId: values.skillGroupId ?? '' }
  if (values.kind === 'MENU') return { kind: 'MENU', menuId: values.menuId ?? '' }
  return { kind: values.kind }
}

/**
 * The flow the server saves whole, from the editor's values: each action with only its own target.
 * @example toIvrFlowForm(values) // { name, definition: { menus, businessHours: null } }
 */
export const toIvrFlowForm = (values: IvrFormValues): IvrFlowForm => ({
  name: values.name,
  definition: {
    menus: values.menus.map((menu) => ({
      ...menu,
      keys: (menu.keys ?? []).map((entry) => ({ key: entry.key, action: toAction(entry.action) })),
      onTimeout: toAction(menu.onTimeout),
      onWrongKey: toAction(menu.onWrongKey),
    })),
    businessHours: values.hasBusinessHours
      ? {
          ...values.businessHours,
          holidays: values.businessHours.holidays ?? [],
          days: values.businessHours.days ?? [],
        }
      : null,
  },
})
