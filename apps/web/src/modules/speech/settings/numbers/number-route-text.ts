import type { DidNumberItem, NumbersPage } from '@portal/contract'
import type { TFunction } from 'i18next'

/**
 * Where a number's inbound calls go, as the page says it: the IVR flow's or skill group's name, or the message.
 * @example numberRouteText(item, page, t) // '技能组：售前咨询'
 */
export function numberRouteText(item: DidNumberItem, page: NumbersPage, t: TFunction): string {
  const { route } = item
  if (route.routeKind === 'CLOSED') return t('route.CLOSED', { message: route.closedMessage })
  const target =
    route.routeKind === 'IVR'
      ? page.ivrFlows.find((flow) => flow.id === route.ivrId)
      : page.skillGroups.find((group) => group.id === route.skillGroupId)
  return target ? t(`route.${route.routeKind}`, { name: target.name }) : t('route.unknown')
}
