import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSecretBox, SECRET_KEY_FILE } from './secret-box';

const dir = mkdtempSync(path.join(os.tmpdir(), 'chalkwise-secrets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the secret box (provider keys typed on the AI tab)', () => {
  it('seals so that only the same key file opens, and never the same text twice', async () => {
    const box = createSecretBox(dir);
    const sealed = await box.seal('sk-live-1234');
    expect(sealed).not.toContain('sk-live-1234');
    expect(await box.seal('sk-live-1234')).not.toBe(sealed);
    expect(await box.open(sealed)).toBe('sk-live-1234');
    // Another process over the same folder reads the same key.
    expect(await createSecretBox(dir).open(sealed)).toBe('sk-live-1234');
    expect(statSync(path.join(dir, SECRET_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(
      Buffer.from(readFileSync(path.join(dir, SECRET_KEY_FILE), 'utf8'), 'base64'),
    ).toHaveLength(32);
  });

  it('opens nothing that was tampered with, malformed, or sealed under another key', async () => {
    const box = createSecretBox(dir);
    const sealed = await box.seal('sk-live-1234');
    const [v, iv, tag, body] = sealed.split(':');
    const flipped = Buffer.from(body!, 'base64');
    flipped[0]! ^= 1;
    expect(await box.open([v, iv, tag, flipped.toString('base64')].join(':'))).toBeNull();
    for (const bad of ['', 'v1', 'v2:a:b:c', 'plain-key']) expect(await box.open(bad)).toBeNull();
    const other = mkdtempSync(path.join(os.tmpdir(), 'chalkwise-secrets-other-'));
    try {
      expect(await createSecretBox(other).open(sealed)).toBeNull();
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('refuses a key file that does not hold a 32-byte key rather than sealing with it', async () => {
    const bad = mkdtempSync(path.join(os.tmpdir(), 'chalkwise-secrets-bad-'));
    try {
      writeFileSync(path.join(bad, SECRET_KEY_FILE), 'c2hvcnQ=\n');
      await expect(createSecretBox(bad).seal('x')).rejects.toThrow(/32-byte key/);
    } finally {
      rmSync(bad, { recursive: true, force: true });
    }
  });
});
