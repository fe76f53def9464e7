import { TOOL_PERMISSIONS } from '../access/permission-codes'
import { productModuleCode } from '../access/product-module-codes'

/** The message categories of spec §3; 0 means all of them, 10 the ones the user starred. */
export const MESSAGE_TYPES = {
  all: 0,
  workOrder: 1,
  customer: 2,
  enterpriseAnnouncement: 3,
  systemAnnouncement: 4,
  callCentre: 5,
  onlineService: 6,
  robotNotice: 7,
  knowledgeBase: 8,
  mail: 9,
  favourites: 10,
} as const
export type MessageType = (typeof MESSAGE_TYPES)[keyof typeof MESSAGE_TYPES]
export const MESSAGE_TYPE_VALUES = Object.values(MESSAGE_TYPES) as readonly MessageType[]

/** The categories a stored message can have (all and favourites are views, never a message's own type). */
export const STORED_MESSAGE_TYPES = MESSAGE_TYPE_VALUES.filter(
  (type) => type !== MESSAGE_TYPES.all && type !== MESSAGE_TYPES.favourites,
)

/** The read filter tabs of the message list (spec §3 curTab). */
export const MESSAGE_TABS = { all: 1, read: 2, unread: 3 } as const
export type MessageTab = (typeof MESSAGE_TABS)[keyof typeof MESSAGE_TABS]

/** showType 1: the message is also pushed to the page as a warning bar. */
export const SHOW_TYPES = { normal: 0, warningBar: 1 } as const
/** noticeLevel 2 marks an important enterprise announcement with a flag. */
export const NOTICE_LEVELS = { normal: 1, important: 2 } as const
/** subType 610: the message asks the user to scan a QR code to log the chat robot in. */
export const QR_LOGIN_SUB_TYPE = 610

/**
 * Which codes a user needs to see a category (spec §6): any one of the alternatives, each a list of codes that
 * must all be held. All and favourites need the basic platform, like announcements.
 */
export const MESSAGE_CATEGORY_PERMISSIONS: Record<MessageType, readonly (readonly string[])[]> = {
  [MESSAGE_TYPES.all]: [[productModuleCode('main')]],
  [MESSAGE_TYPES.workOrder]: [[productModuleCode('workorder')]],
  [MESSAGE_TYPES.customer]: [[productModuleCode('usercenter')]],
  [MESSAGE_TYPES.enterpriseAnnouncement]: [[productModuleCode('main')]],
  [MESSAGE_TYPES.systemAnnouncement]: [[productModuleCode('main')]],
  [MESSAGE_TYPES.callCentre]: [[TOOL_PERMISSIONS.speechAbility, productModuleCode('speech')]],
  [MESSAGE_TYPES.onlineService]: [[TOOL_PERMISSIONS.onlineAbility, productModuleCode('platform')]],
  // Call-out, call-in, text robot and quality assistant all live in these two modules.
  [MESSAGE_TYPES.robotNotice]: [[productModuleCode('intelligent')], [productModuleCode('outbound')]],
  [MESSAGE_TYPES.knowledgeBase]: [[productModuleCode('kmp')]],
  [MESSAGE_TYPES.mail]: [[TOOL_PERMISSIONS.emailAbility]],
  [MESSAGE_TYPES.favourites]: [[productModuleCode('main')]],
}

/**
 * Whether a user holding `codes` may see messages of `type`.
 * @example canSeeMessageType(MESSAGE_TYPES.mail, new Set(['email_ability'])) // true
 */
export const canSeeMessageType = (type: MessageType, codes: ReadonlySet<string>): boolean =>
  MESSAGE_CATEGORY_PERMISSIONS[type].some((alternative) => alternative.every((code) => codes.has(code)))

/**
 * The stored categories a user may see.
 * @example visibleMessageTypes(new Set(['$dzfront_productModule_main'])) // [3, 4]
 */
export const visibleMessageTypes = (codes: ReadonlySet<string>): MessageType[] =>
  STORED_MESSAGE_TYPES.filter((type) => canSeeMessageType(type, codes))
