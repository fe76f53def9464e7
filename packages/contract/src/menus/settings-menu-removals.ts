import { MENU_PERMISSIONS } from '../access/permission-codes'

/**
 * Entries removed from under these settings menus (spec §6), by the last part of their resource code.
 * @example a `setting.speech.skillGroup` entry under `setting.speech` is never shown
 */
export const SETTINGS_MENU_REMOVALS: Record<string, readonly string[]> = {
  [MENU_PERMISSIONS.settingSpeech]: ['skillGroup', 'callSummary', 'advancedSetting', 'font'],
  [MENU_PERMISSIONS.settingOnline]: ['group', 'session'],
  [MENU_PERMISSIONS.workOrderSetting]: ['group'],
}
