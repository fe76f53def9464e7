import { measureHttpLoad, type HttpTarget, type LoadFigures } from './http-load'

export type ComparedLoad = {
  name: string
  portal: LoadFigures
  helloWorld: LoadFigures
  /** Portal req/s over hello-world req/s: the figure to compare between runs on a noisy shared machine. */
  ratio: number
}

const WARM_UP_SECONDS = 1

/**
 * Measures a portal target and the hello-world baseline back to back, after a short warm-up of both so the JIT
 * and the connection pools are settled. `isHelloWorldFirst` lets the caller alternate the order, so neither
 * side always gets the machine's fresher or more tired second.
 * @example await compareWithHelloWorld('GET /front/config/a', { url }, helloWorld.url, true)
 */
export async function compareWithHelloWorld(
  name: string,
  portalTarget: HttpTarget,
  helloWorldUrl: string,
  isHelloWorldFirst: boolean,
): Promise<ComparedLoad> {
  const helloWorldTarget: HttpTarget = { url: helloWorldUrl }
  await measureHttpLoad(portalTarget, WARM_UP_SECONDS)
  await measureHttpLoad(helloWorldTarget, WARM_UP_SECONDS)
  let helloWorld: LoadFigures
  let portal: LoadFigures
  if (isHelloWorldFirst) {
    helloWorld = await measureHttpLoad(helloWorldTarget)
    portal = await measureHttpLoad(portalTarget)
  } else {
    portal = await measureHttpLoad(portalTarget)
    helloWorld = await measureHttpLoad(helloWorldTarget)
  }
  const ratio = helloWorld.requestsPerSecond > 0 ? portal.requestsPerSecond / helloWorld.requestsPerSecond : 0
  return { name, portal, helloWorld, ratio }
}
