import { randomInt } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { inviteLinkRoute, maskPersonName } from '@portal/contract'
import { serveRoute } from '../../lib/serve-route'
import { findOrCreateInviteCode, listInviteSignups } from './invite-repository'

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const CODE_LENGTH = 10

/** A fresh random invite code (INVITE_CODE_PATTERN). */
const newInviteCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')

/** 邀请有礼: the caller's invite code and the sign-ups it brought, names masked. */
export async function inviteRoutes(app: FastifyInstance) {
  serveRoute(app, inviteLinkRoute, async ({ request }) =>
    request.withTenant(async (tx) => {
      const code = await findOrCreateInviteCode(tx, request.session?.accountId ?? '', newInviteCode())
      const signups = await listInviteSignups(tx, code)
      return {
        code,
        signups: signups.map((row) => ({
          maskedName: maskPersonName(row.name),
          registeredAt: row.created_at.toISOString(),
          isActivated: row.activated_at !== null,
        })),
      }
    }),
  )
}
