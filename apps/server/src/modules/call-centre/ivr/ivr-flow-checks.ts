import type { IvrAction, IvrDefinition, MessageKey } from '@portal/contract'

const actionsOf = (definition: IvrDefinition): IvrAction[] =>
  definition.menus.flatMap((menu) => [
    ...menu.keys.map((entry) => entry.action),
    menu.onTimeout,
    menu.onWrongKey,
  ])

/**
 * What the document's schema cannot see alone: menu ids unique, every sub-menu a key leads to in the flow, every
 * queue one of the tenant's skill groups, each day's hours starting before they end. A menu nothing leads to is
 * allowed (kept while the administrator rewires the tree).
 * @example flowProblem(definition, new Set(['g1'])) // undefined, or 'ivr.unknownMenu'
 * @returns the message of the first problem, or undefined
 */
export function flowProblem(
  definition: IvrDefinition,
  skillGroupIds: ReadonlySet<string>,
): MessageKey | undefined {
  const menuIds = new Set(definition.menus.map((menu) => menu.id))
  if (menuIds.size !== definition.menus.length) return 'ivr.duplicateMenu'
  const actions = actionsOf(definition)
  if (actions.some((action) => action.kind === 'MENU' && !menuIds.has(action.menuId)))
    return 'ivr.unknownMenu'
  if (actions.some((action) => action.kind === 'QUEUE' && !skillGroupIds.has(action.skillGroupId)))
    return 'ivr.unknownSkillGroup'
  if (definition.businessHours?.days.some((range) => range.from >= range.to)) return 'ivr.badHours'
  return undefined
}
