import { useCallback, useEffect, useState } from 'react'
import { microphoneConstraint, readMediaDeviceChoice } from '@/lib/media-devices/media-device-choice'
import { microphoneResultOf, type MicrophoneResult } from '../utils/microphone-result'

/**
 * Checks microphone permission and presence through getUserMedia (on the microphone chosen for the softphone)
 * and releases the microphone at once. `recheck` runs it again (after the user changed the permission).
 * @example const { result, recheck } = useMicrophoneCheck()
 */
export const useMicrophoneCheck = () => {
  const [result, setResult] = useState<MicrophoneResult | 'checking'>('checking')
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let isCurrent = true
    const check = async (): Promise<MicrophoneResult> => {
      if (!navigator.mediaDevices?.getUserMedia) return 'unsupported'
      try {
        // The microphone chosen for the softphone, when one was.
        const audio = microphoneConstraint(readMediaDeviceChoice())
        const stream = await navigator.mediaDevices.getUserMedia({ audio })
        for (const track of stream.getTracks()) track.stop()
        return 'ok'
      } catch (error) {
        return microphoneResultOf(error)
      }
    }
    void check().then((found) => {
      if (isCurrent) setResult(found)
    })
    return () => {
      isCurrent = false
    }
  }, [attempt])

  const recheck = useCallback(() => {
    setResult('checking')
    setAttempt((count) => count + 1)
  }, [])

  return { result, recheck }
}
