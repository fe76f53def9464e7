/**
 * Whether a build date falls on the viewer's today, in the browser's time zone (spec §2: highlighted rows).
 * @example isBuiltToday(new Date().toISOString()) // true
 */
export const isBuiltToday = (buildDate: string, now = new Date()): boolean => {
  const built = new Date(buildDate)
  return (
    !Number.isNaN(built.getTime()) &&
    built.getFullYear() === now.getFullYear() &&
    built.getMonth() === now.getMonth() &&
    built.getDate() === now.getDate()
  )
}
