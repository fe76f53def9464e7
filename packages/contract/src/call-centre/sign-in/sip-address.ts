const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i

/**
 * Whether a text names a SIP server as host[:port]: a host name of letters, digits and hyphens in dotted labels (or
 * an IPv4 address) and an optional port from 1 to 65535. No scheme, user or path: `sip:` and `wss://` are the
 * portal's to add.
 * @example isSipAddress('sip.example.com:5060') // true; isSipAddress('sip:agent@example.com') // false
 */
export function isSipAddress(text: string): boolean {
  const [host = '', port, ...rest] = text.split(':')
  if (rest.length > 0 || host.length === 0 || host.length > 253) return false
  if (port !== undefined && !(/^\d{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65535))
    return false
  return host.split('.').every((label) => LABEL.test(label))
}

/**
 * The host of a SIP address, lower-cased, to compare two addresses of one server.
 * @example sipHost('SIP.Example.com:5060') // 'sip.example.com'
 */
export const sipHost = (address: string): string => (address.split(':')[0] ?? '').toLowerCase()
