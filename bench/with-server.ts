/**
 * Starts a server, hands it to `use`, and stops it afterwards whether `use` succeeded or threw.
 * @example await withServer(startHelloWorld, (helloWorld) => measureHttpLoad({ url: helloWorld.url }))
 */
export async function withServer<S extends { stop: () => Promise<void> }, T>(
  start: () => Promise<S>,
  use: (server: S) => Promise<T>,
): Promise<T> {
  const server = await start()
  try {
    return await use(server)
  } finally {
    await server.stop()
  }
}
