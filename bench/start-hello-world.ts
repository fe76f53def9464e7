import { startChildServer } from '../e2e/support/child-server'

export type HelloWorldServer = { url: string; stop: () => Promise<void> }

/**
 * Starts bench/hello-world-server.ts as its own process, under tsx like the portal.
 * @example const helloWorld = await startHelloWorld(); await measureHttpLoad({ url: helloWorld.url })
 */
export async function startHelloWorld(): Promise<HelloWorldServer> {
  const server = await startChildServer({ name: 'hello-world', script: 'bench/hello-world-server.ts' })
  return { url: `${server.origin}/`, stop: server.stop }
}
