import type { Announcement, AnnouncementAudience } from '@portal/contract'

/** The audience choice on the form: the whole tenant, or the holders of chosen roles. */
export const AUDIENCE_KINDS = ['tenant', 'roles'] as const
export type AudienceKind = (typeof AUDIENCE_KINDS)[number]

/**
 * The contract audience from the form's choice; role ids count only when roles were chosen.
 * @example toAudience('roles', ['9f…']) // { kind: 'roles', roleIds: ['9f…'] }
 */
export const toAudience = (
  kind: AudienceKind | undefined,
  roleIds: readonly string[] = [],
): AnnouncementAudience => (kind === 'roles' ? { kind: 'roles', roleIds: [...roleIds] } : { kind: 'tenant' })

type Translate = (key: string) => string

/**
 * An announcement's audience as the list shows it: "whole tenant", or the role names.
 * @example describeAudience({ kind: 'roles', roles: [{ id: '1', name: '坐席' }] }, t) // '坐席'
 */
export const describeAudience = (audience: Announcement['audience'], t: Translate): string =>
  audience.kind === 'tenant'
    ? t('notice.audience.tenant')
    : audience.roles.map((role) => role.name).join(', ')
