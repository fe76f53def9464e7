import { useEffect, useState } from 'react'

/**
 * The browser's audio inputs and outputs, kept current as devices come and go. Their names show only once the
 * page may use the microphone; until then a device is listed by its position.
 * @example const { inputs, outputs } = useMediaDeviceList()
 */
export const useMediaDeviceList = () => {
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([])

  useEffect(() => {
    const media = navigator.mediaDevices
    if (!media?.enumerateDevices) return
    let isCurrent = true
    const read = () =>
      void media.enumerateDevices().then((found) => {
        if (isCurrent) setDevices(found)
      })
    read()
    media.addEventListener('devicechange', read)
    return () => {
      isCurrent = false
      media.removeEventListener('devicechange', read)
    }
  }, [])

  return {
    inputs: devices.filter((device) => device.kind === 'audioinput' && device.deviceId !== 'default'),
    outputs: devices.filter((device) => device.kind === 'audiooutput' && device.deviceId !== 'default'),
  }
}
