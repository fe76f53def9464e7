// node-forge types only its main entry. The password sealing loads just the parts RSA-OAEP needs, named here;
// the whole library (TLS, PKCS#12, SSH...) would more than double what a page without crypto.subtle downloads.
declare module 'node-forge/lib/forge' {
  import type * as Forge from 'node-forge'
  const forge: typeof Forge
  export default forge
}
declare module 'node-forge/lib/rsa'
declare module 'node-forge/lib/sha256'
