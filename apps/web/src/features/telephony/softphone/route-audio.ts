type SinkableAudio = HTMLAudioElement & { setSinkId?: (sinkId: string) => Promise<void> }

/**
 * Plays an element into the chosen output device, where the browser can choose one (HTMLMediaElement.setSinkId);
 * '' keeps the system default.
 * @example routeAudio(audio, readMediaDeviceChoice().speaker)
 */
export const routeAudio = (audio: SinkableAudio, deviceId: string) => {
  if (deviceId && audio.setSinkId) void audio.setSinkId(deviceId).catch(() => undefined)
}
