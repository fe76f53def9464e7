import { z } from 'zod'
import { defineRoute } from '../core/define-route'
import { FILE_NAME_MAX_LENGTH } from '../files/file-routes'

/** The signed-in user's own account in their tenant, as the personal info page shows and edits it. */
export const profileSchema = z.object({
  name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  roleName: z.string(),
  tenantName: z.string(),
  /** The avatar's file, downloaded from the attachment download with a timestamp (spec §7); null when none. */
  avatar: z.object({ fileId: z.string(), updatedAt: z.string() }).nullable(),
  /** Stay signed in on several devices; when false a login ends the other sessions (remote login, spec §4). */
  allowMultipleSessions: z.boolean(),
})
export type Profile = z.infer<typeof profileSchema>

export const profileRoute = defineRoute({
  method: 'GET',
  path: '/user/profile',
  access: 'session',
  response: profileSchema,
})

/** Changes one's own name and phone (§5 rules; an empty phone removes it) and the several-devices choice. */
export const updateProfileRoute = defineRoute({
  method: 'PUT',
  path: '/user/profile',
  access: 'session',
  body: z.object({
    name: z.string().max(100),
    phone: z.string().max(32),
    allowMultipleSessions: z.boolean(),
    /**
     * The current password, sealed as at login: needed to change the phone (a way to sign in and reset) or to turn
     * on several devices (which a stolen session could otherwise use to outlive the owner's next login).
     */
    currentPassword: z.string().max(4096).optional(),
  }),
  response: profileSchema,
})

/** A new avatar image as base64 in JSON: PNG, JPEG or WebP of at most AVATAR_MAX_BYTES. */
export const uploadAvatarRoute = defineRoute({
  method: 'POST',
  path: '/user/profile/avatar',
  access: 'session',
  body: z.object({
    fileName: z.string().trim().min(1).max(FILE_NAME_MAX_LENGTH),
    contentType: z.string().min(1).max(100),
    dataBase64: z.base64(),
  }),
  response: profileSchema,
})
