import type { Page } from 'playwright-core'

/**
 * The loudest RMS level (0..1) of a page's remote call audio over `ms`, read with a WebAudio analyser: on the
 * portal the softphone's hidden call audio element, on the far-end page its phone's receiver. The stream must
 * also play in a media element, or Chromium hands WebAudio silence (see the sip-lab REPORT); both pages do.
 * @example expect(await remoteAudioLevel(page, 'portal')).toBeGreaterThan(0.01)
 */
export function remoteAudioLevel(page: Page, which: 'portal' | 'farEnd', ms = 3000): Promise<number> {
  return page.evaluate(
    async ({ which, ms }) => {
      const farEnd = (window as unknown as { farEnd?: { remoteStream: () => MediaStream | null } }).farEnd
      const audio = document.querySelector<HTMLAudioElement>('audio.softphone-remote-audio')
      const stream = which === 'farEnd' ? farEnd?.remoteStream() : (audio?.srcObject as MediaStream | null)
      if (!stream) return -1
      if (which === 'farEnd') {
        const sink = document.createElement('audio')
        sink.muted = true
        sink.srcObject = stream
        await sink.play().catch(() => undefined)
      }
      const context = new AudioContext()
      await context.resume()
      const analyser = context.createAnalyser()
      analyser.fftSize = 2048
      context.createMediaStreamSource(stream).connect(analyser)
      const samples = new Float32Array(analyser.fftSize)
      let loudest = 0
      const end = performance.now() + ms
      while (performance.now() < end) {
        analyser.getFloatTimeDomainData(samples)
        let sum = 0
        for (const sample of samples) sum += sample * sample
        loudest = Math.max(loudest, Math.sqrt(sum / samples.length))
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      await context.close()
      return loudest
    },
    { which, ms },
  )
}
