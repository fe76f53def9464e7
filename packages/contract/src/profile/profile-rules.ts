import type { MessageKey } from '../all-texts'
import { checkLoginPhone } from '../auth/auth-rules'
import { PERSON_NAME_MAX_LENGTH } from '../registration/registration-constants'

/** A person's name on their own account: required, at most 20 characters (spec §5, §9). */
export const PROFILE_NAME_MAX_LENGTH = PERSON_NAME_MAX_LENGTH
/** The largest avatar image a user may upload. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024
/** The image types an avatar may be; anything else is refused before a byte is sent, and again on the server. */
export const AVATAR_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const

/** @example checkProfileName('') // 'profile.nameRequired'; checkProfileName('坐席01') // null */
export const checkProfileName = (value: string | undefined): MessageKey | null => {
  const name = value?.trim() ?? ''
  if (!name) return 'profile.nameRequired'
  return name.length <= PROFILE_NAME_MAX_LENGTH ? null : 'profile.nameLength'
}

/**
 * The §5 phone rule on one's own account; an empty phone is allowed (the account then has none).
 * @example checkProfilePhone('') // null; checkProfilePhone('123') // 'phone.format'
 */
export const checkProfilePhone = (value: string | undefined, pattern?: RegExp): MessageKey | null =>
  value ? checkLoginPhone(value, pattern) : null

/**
 * Why an avatar image is refused, or null: a type other than PNG, JPEG or WebP, or more than AVATAR_MAX_BYTES.
 * @example avatarProblem('image/gif', 10) // 'profile.avatarType'
 */
export function avatarProblem(contentType: string, size: number): MessageKey | null {
  if (!(AVATAR_IMAGE_TYPES as readonly string[]).includes(contentType.trim().toLowerCase()))
    return 'profile.avatarType'
  if (size > AVATAR_MAX_BYTES) return 'profile.avatarSize'
  if (size === 0) return 'profile.avatarEmpty'
  return null
}

/**
 * A sign-up's name as its inviter sees it: the first character, the rest starred.
 * @example maskPersonName('王小明') // '王**'; maskPersonName('Al') // 'A*'
 */
export const maskPersonName = (name: string): string => {
  const characters = [...name.trim()]
  if (characters.length <= 1) return '*'
  return characters[0] + '*'.repeat(characters.length - 1)
}
