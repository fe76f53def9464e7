import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  AVATAR_MAX_BYTES,
  DEFAULT_MOBILE_PATTERN,
  GLOBAL_PHONE_PATTERN,
  avatarProblem,
  checkProfileName,
  checkProfilePhone,
  cleanFileName,
  profileChangedPush,
  profileRoute,
  updateProfileRoute,
  uploadAvatarRoute,
} from '@portal/contract'
import { AppError } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import { declaredPush } from '../../plugins/app/push/push-publication'
import { assertImageUpload } from '../files/image-header'
import { reserveTenantStorage } from '../files/tenant-storage'
import { loadCurrentTenant } from '../tenants/tenant-settings-repository'
import { openSealedValue } from '../auth/sealed-value'
import { requireCurrentPassword } from './current-password'
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
  const { db, loginKey } = app.store

  serveRoute(app, profileRoute, async ({ request }) =>
    request.withTenant((tx) => readProfile(tx, request.session?.accountId ?? '', request.locale)),
  )

  serveRoute(app, updateProfileRoute, async ({ body, request }) => {
    const accountId = request.session?.accountId ?? ''
    const name = body.name.trim()
    const phone = body.phone.trim()
    // Opened before the transaction: the sealed value's nonce is spent on a connection of its own.
    const currentPassword = body.currentPassword
      ? await openSealedValue({ db, loginKey }, body.currentPassword)
      : null
    const profile = await request.withTenant(async (tx, changed) => {
      const tenant = await loadCurrentTenant(tx)
      const pattern = tenant?.languageSwitchEnabled ? GLOBAL_PHONE_PATTERN : DEFAULT_MOBILE_PATTERN
      const problem = checkProfileName(name) ?? checkProfilePhone(phone, pattern)
      if (problem) throw new AppError('FAILURE', problem, 400)
      if (phone && (await isPhoneTakenByOther(tx, accountId, phone)))
        throw new AppError('FAILURE', 'profile.phoneTaken', 400)
      const before = await readProfile(tx, accountId, request.locale)
      const isSensitive =
        phone !== (before.phone ?? '') || (body.allowMultipleSessions && !before.allowMultipleSessions)
      if (isSensitive) await requireCurrentPassword(tx, accountId, currentPassword)
      await updateOwnAccount(tx, accountId, {
        name,
        phone: phone || null,
        allowMultipleSessions: body.allowMultipleSessions,
      })
      // The page reads its name back from the token answer at once: this process must not answer the old one.
      changed({ tenantId: null, accountId })
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
      assertImageUpload(contentType, data, 'profile.avatarType')
      const profile = await request.withTenant(async (tx, changed) => {
        await reserveTenantStorage(tx, data.length)
        await storeAvatar(tx, accountId, { fileName: cleanFileName(body.fileName), contentType, data })
        changed({ accountId })
        return readProfile(tx, accountId, request.locale)
      })
      await announceChange(request)
      return profile
    },
    { bodyLimit: AVATAR_BODY_LIMIT },
  )
}
