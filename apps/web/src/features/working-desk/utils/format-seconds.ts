const pad = (value: number) => String(value).padStart(2, '0')

/**
 * A figure's duration as h:mm:ss, never below zero.
 * @example formatSeconds(3725) // '1:02:05'
 */
export const formatSeconds = (seconds: number): string => {
  const total = Math.max(0, Math.floor(seconds))
  return `${Math.floor(total / 3600)}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`
}
