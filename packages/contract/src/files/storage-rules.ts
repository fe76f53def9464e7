/**
 * The most a tenant keeps in uploaded files (announcement attachments, banners, avatars, brand images) and e-mail
 * attachments together, in GB; an upload past it is refused with a message naming it. Unsent attachments and
 * replaced images leave a day after upload, so what counts is what the tenant truly keeps.
 */
export const TENANT_FILE_STORAGE_MAX_GB = 2
export const TENANT_FILE_STORAGE_MAX_BYTES = TENANT_FILE_STORAGE_MAX_GB * 1024 ** 3
