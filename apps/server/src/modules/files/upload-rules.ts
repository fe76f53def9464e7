import {
  FILE_UPLOAD_MAX_BYTES,
  KNOWLEDGE_PERMISSIONS,
  SETTINGS_PERMISSIONS,
  TO_DO_PERMISSIONS,
  type FilePurpose,
} from '@portal/contract'

/** The code an uploader needs for each purpose. */
export const UPLOAD_PERMISSIONS: Record<FilePurpose, string> = {
  message: SETTINGS_PERMISSIONS.announcements,
  banner: SETTINGS_PERMISSIONS.banners,
  knowledge: KNOWLEDGE_PERMISSIONS.edit,
  workOrder: TO_DO_PERMISSIONS.workOrderCentre,
}

/** The request body of an upload: the base64 of the largest file, plus room for the other fields. */
export const UPLOAD_BODY_LIMIT = Math.ceil(FILE_UPLOAD_MAX_BYTES / 3) * 4 + 64 * 1024
