const pad = (value: number) => String(value).padStart(2, '0')

/**
 * A call timer's text: mm:ss, or h:mm:ss from an hour on; never below zero.
 * @example formatDuration(65_400) // '01:05'
 */
export const formatDuration = (milliseconds: number): string => {
  const total = Math.max(0, Math.floor(milliseconds / 1000))
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const clock = `${pad(minutes)}:${pad(total % 60)}`
  return hours > 0 ? `${hours}:${clock}` : clock
}
