import { TENANT_FILE_STORAGE_MAX_BYTES, TENANT_FILE_STORAGE_MAX_GB } from '@portal/contract'
import type { Queryable } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { lockTenantStorageUse } from './upload-storage-repository'

/**
 * Refuses an upload of `bytes` that would take the current tenant past TENANT_FILE_STORAGE_MAX_BYTES, naming the
 * limit. Call it in the transaction that stores the upload: the tenant's upload turn lasts until it commits.
 * @example await reserveTenantStorage(tx, data.length)
 */
export async function reserveTenantStorage(tx: Queryable, bytes: number): Promise<void> {
  const used = await lockTenantStorageUse(tx)
  if (used + bytes > TENANT_FILE_STORAGE_MAX_BYTES)
    throw new AppError('FAILURE', 'file.storageFull', 400, {
      params: { limit: String(TENANT_FILE_STORAGE_MAX_GB) },
    })
}
