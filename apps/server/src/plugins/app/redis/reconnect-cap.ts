/** The longest wait between two reconnect attempts, so every process is back within it once Redis answers. */
export const RECONNECT_CAP_MS = 1000
