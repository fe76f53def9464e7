import forge from 'node-forge/lib/forge'
import 'node-forge/lib/rsa'
import 'node-forge/lib/sha256'

/**
 * RSA-OAEP (SHA-256, MGF1 SHA-256) in plain JavaScript, for pages without `crypto.subtle`. Only ever loaded
 * through a dynamic import, so node-forge stays out of the login page's first JavaScript.
 * @example sealWithForge(spkiBase64, '{"nonce":"n","password":"p"}') // base64 ciphertext
 */
export const sealWithForge = (publicKeyBase64: string, plaintext: string): string => {
  const publicKey = forge.pki.publicKeyFromAsn1(forge.asn1.fromDer(forge.util.decode64(publicKeyBase64)))
  const ciphertext = publicKey.encrypt(forge.util.encodeUtf8(plaintext), 'RSA-OAEP', {
    md: forge.md.sha256.create(),
    mgf1: { md: forge.md.sha256.create() },
  })
  return forge.util.encode64(ciphertext)
}
