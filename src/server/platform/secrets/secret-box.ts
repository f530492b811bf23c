import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The file that holds the key, in DATA_DIR; made on first use, readable by the server only. */
export const SECRET_KEY_FILE = 'secrets.key';

export interface SecretBox {
  seal(plain: string): Promise<string>;
  /** Null when the value was sealed with another key (the key file was replaced). */
  open(sealed: string): Promise<string | null>;
}

/**
 * Seals provider keys an administrator types on the AI tab (issue 33 item 3) before they are
 * stored, with AES-256-GCM under a random key kept in DATA_DIR/secrets.key (mode 0600): a
 * database dump or backup alone does not give them away. Keys are never sent back to a browser.
 * Servers that share one database must share this file.
 */
export function createSecretBox(dataDir: string): SecretBox {
  const file = path.join(dataDir, SECRET_KEY_FILE);
  let key: Promise<Buffer> | undefined;
  const load = () =>
    (key ??= (async () => {
      try {
        const existing = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
        if (existing.length === 32) return existing;
        throw new Error(`${file} does not hold a 32-byte key (base64).`);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      }
      const fresh = randomBytes(32);
      await mkdir(dataDir, { recursive: true });
      // 'wx': two servers starting at once cannot both write a key.
      await writeFile(file, `${fresh.toString('base64')}\n`, { mode: 0o600, flag: 'wx' }).catch(
        async (e: NodeJS.ErrnoException) => {
          if (e.code !== 'EEXIST') throw e;
        },
      );
      return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
    })());

  return {
    async seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', await load(), iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64')))
        .join(':');
    },
    async open(sealed) {
      const [version, iv, tag, body] = sealed.split(':');
      if (version !== 'v1' || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', await load(), Buffer.from(iv, 'base64'));
        decipher.setAuthTag(Buffer.from(tag, 'base64'));
        return Buffer.concat([
          decipher.update(Buffer.from(body, 'base64')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
