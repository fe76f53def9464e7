import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  AVATAR_MAX_BYTES,
  DEFAULT_MOBILE_PATTERN,
  GLOBAL_PHONE_PATTERN,
  avatarProblem,
  checkProfileName,
  checkProfilePhone,
  profileChangedPush,
  profileRoute,
  updateProfileRoute,
  uploadAvatarRoute,
} from '@portal/contract'
import { AppError } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import { declaredPush } from '../../plugins/app/push/push-publication'
import { safeFileName } from '../files/upload-rules'
import { loadCurrentTenant } from '../tenants/tenant-settings-repository'
import { isPhoneTakenByOther, storeAvatar, updateOwnAccount } from './profile-repository'
import { readProfile } from './profile-service'

/** The body of an avatar upload: the base64 of the largest image, plus room for the other fields. */
const AVATAR_BODY_LIMIT = Math.ceil(AVATAR_MAX_BYTES / 3) * 4 + 16 * 1024

/** Tells every open page of the account to reload the current user (the header's name and avatar). */
const announceChange = (request: FastifyRequest) =>
  request.server.pushBus.publish(
    declaredPush(profileChangedPush, {
      audience: { tenantId: request.session?.tenantId ?? '', accountIds: [request.session?.accountId ?? ''] },
      payload: {},
    }),
  )

/** The signed-in user's own personal info: read it, change name and phone, upload an avatar. */
export async function profileRoutes(app: FastifyInstance) {
  serveRoute(app, profileRoute, async ({ request }) =>
    request.withTenant((tx) => readProfile(tx, request.session?.accountId ?? '', request.locale)),
  )

  serveRoute(app, updateProfileRoute, async ({ body, request }) => {
    const accountId = request.session?.accountId ?? ''
    const name = body.name.trim()
    const phone = body.phone.trim()
    const profile = await request.withTenant(async (tx) => {
      const tenant = await loadCurrentTenant(tx)
      const pattern = tenant?.languageSwitchEnabled ? GLOBAL_PHONE_PATTERN : DEFAULT_MOBILE_PATTERN
      const problem = checkProfileName(name) ?? checkProfilePhone(phone, pattern)
      if (problem) throw new AppError('FAILURE', problem, 400)
      if (phone && (await isPhoneTakenByOther(tx, accountId, phone)))
        throw new AppError('FAILURE', 'profile.phoneTaken', 400)
      await updateOwnAccount(tx, accountId, {
        name,
        phone: phone || null,
        allowMultipleSessions: body.allowMultipleSessions,
      })
      return readProfile(tx, accountId, request.locale)
    })
    await announceChange(request)
    return profile
  })

  serveRoute(
    app,
    uploadAvatarRoute,
    async ({ body, request }) => {
      const accountId = request.session?.accountId ?? ''
      const data = Buffer.from(body.dataBase64, 'base64')
      const contentType = body.contentType.trim().toLowerCase()
      const problem = avatarProblem(contentType, data.length)
      if (problem) throw new AppError('FAILURE', problem, 400)
      const profile = await request.withTenant(async (tx) => {
        await storeAvatar(tx, accountId, { fileName: safeFileName(body.fileName), contentType, data })
        return readProfile(tx, accountId, request.locale)
      })
      await announceChange(request)
      return profile
    },
    { bodyLimit: AVATAR_BODY_LIMIT },
  )
}
