/**
 * Sends `perSecond × seconds` requests, each on its own schedule whatever the earlier ones are doing (an open
 * loop, as customers are: a slow server does not slow the arrivals down), and waits for them all.
 * @returns the seconds from the first send to the last, which is the window when the schedule held
 * @example await runOpenLoop({ perSecond: 20, seconds: 10 }, (index) => placeCall(index))
 */
export async function runOpenLoop(
  rate: { perSecond: number; seconds: number },
  send: (index: number) => Promise<void>,
): Promise<number> {
  const begin = performance.now()
  let lastSentAt = begin
  const sendOne = async (index: number) => {
    const moment = begin + (index * 1000) / rate.perSecond
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, moment - performance.now())))
    lastSentAt = Math.max(lastSentAt, performance.now())
    await send(index)
  }
  await Promise.all(Array.from({ length: rate.perSecond * rate.seconds }, (_, index) => sendOne(index)))
  return (lastSentAt - begin) / 1000
}
