/** The notice types every tenant starts with (migration 0008 writes the same ones into existing tenants). */
export const DEFAULT_NOTICE_TYPES = [
  { code: 'notice', name: '通知', nameEn: 'Notice' },
  { code: 'announcement', name: '公告', nameEn: 'Announcement' },
  { code: 'policy', name: '制度', nameEn: 'Policy' },
  { code: 'event', name: '活动', nameEn: 'Event' },
] as const
