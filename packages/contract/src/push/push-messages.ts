/** The one WebSocket a browser opens for everything the server must tell its pages now. */
export const PUSH_SOCKET_PATH = '/ws'
