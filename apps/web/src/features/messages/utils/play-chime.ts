let context: AudioContext | null = null

/**
 * A short two-note chime made with WebAudio (no sound file). Silent when the browser has no WebAudio or has not
 * allowed sound yet (no user gesture on the page so far).
 * @example playChime()
 */
export const playChime = (): void => {
  try {
    context ??= new AudioContext()
    const start = context.currentTime
    for (const [offset, frequency] of [
      [0, 880],
      [0.15, 1175],
    ] as const) {
      const oscillator = context.createOscillator()
      const gain = context.createGain()
      oscillator.type = 'sine'
      oscillator.frequency.value = frequency
      gain.gain.setValueAtTime(0.0001, start + offset)
      gain.gain.exponentialRampToValueAtTime(0.2, start + offset + 0.02)
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.3)
      oscillator.connect(gain).connect(context.destination)
      oscillator.start(start + offset)
      oscillator.stop(start + offset + 0.32)
    }
  } catch {
    // No sound is better than a broken page.
  }
}
