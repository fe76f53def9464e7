import i18next from 'i18next'

/**
 * Names run together as the current language writes a list: 坐席01、管理员 / agent 01, administrator.
 * @example joinNames(['咨询已解答', '投诉']) // '咨询已解答、投诉' in zh-CN
 */
export const joinNames = (names: readonly string[]): string => names.join(i18next.t('common:listSeparator'))
