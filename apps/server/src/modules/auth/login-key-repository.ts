import type pg from 'pg'

const LOGIN_KEY_NAME = 'login-rsa'

type StoredKey = { privateKeyPem: string; publicKeyDer: string }

/** Stores the login key unless one is stored already: the first process to start wins. Owner connection only. */
export async function storeLoginKeyOnce(owner: pg.ClientBase, key: StoredKey): Promise<void> {
  await owner.query(
    'INSERT INTO server_keys (name, private_key_pem, public_key_der) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING',
    [LOGIN_KEY_NAME, key.privateKeyPem, key.publicKeyDer],
  )
}

/** The stored login key (only the migration user can read the table). */
export async function readLoginKey(owner: pg.ClientBase): Promise<StoredKey | null> {
  const { rows } = await owner.query<{ private_key_pem: string; public_key_der: string }>(
    'SELECT private_key_pem, public_key_der FROM server_keys WHERE name = $1',
    [LOGIN_KEY_NAME],
  )
  const row = rows[0]
  return row ? { privateKeyPem: row.private_key_pem, publicKeyDer: row.public_key_der } : null
}
