import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig, loadConfigOrExit, withEnvFile } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded database with demo mode on', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.demoMode).toBe(true);
    expect(c.maxBodyBytes).toBe(1024 * 1024);
    expect(c.secureCookies).toBe(false);
    expect(c.ai.provider).toBeUndefined();
  });

  it('turns demo mode off with DATABASE_URL unless asked for', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x@localhost/db' }).demoMode).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://x@localhost/db', DEMO_MODE: 'true' }).demoMode,
    ).toBe(true);
  });

  it("gives a local model minutes, not a hosted provider's 45 seconds", () => {
    expect(loadConfig({}).ai).toMatchObject({ timeoutMs: 45_000, localTimeoutMs: 300_000 });
    expect(loadConfig({ LOCAL_AI_TIMEOUT_MS: '600000' }).ai.localTimeoutMs).toBe(600_000);
    expect(() => loadConfig({ LOCAL_AI_TIMEOUT_MS: '10' })).toThrow(/LOCAL_AI_TIMEOUT_MS/);
  });

  it('offers guests only in demo mode unless GUESTS says otherwise', () => {
    const pg = 'postgres://x@localhost/db';
    expect(loadConfig({}).guests).toBe(true);
    expect(loadConfig({ DATABASE_URL: pg }).guests).toBe(false);
    expect(loadConfig({ DATABASE_URL: pg, DEMO_MODE: 'true' }).guests).toBe(true);
    expect(loadConfig({ DEMO_MODE: 'false' }).guests).toBe(false);
    expect(loadConfig({ DATABASE_URL: pg, GUESTS: 'true' }).guests).toBe(true);
    expect(loadConfig({ GUESTS: 'false' }).guests).toBe(false);
  });

  it('makes cookies Secure behind https', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://chalk.school.example' }).secureCookies).toBe(true);
  });

  it('trusts no proxy by default, and only a hop count or listed addresses when set', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://chalk.school.example' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: must be a hop count/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.local' })).toThrow(ConfigError);
  });

  it('syncs LMS rosters at 03:00 by default, at the time given, or never when off', () => {
    expect(loadConfig({}).ltiRosterSyncAt).toBe('03:00');
    expect(loadConfig({ LTI_ROSTER_SYNC_AT: '21:45' }).ltiRosterSyncAt).toBe('21:45');
    expect(loadConfig({ LTI_ROSTER_SYNC_AT: 'off' }).ltiRosterSyncAt).toBeNull();
    for (const bad of ['3:00', '24:00', '03:60', 'at three', '03:00\u0000'])
      expect(() => loadConfig({ LTI_ROSTER_SYNC_AT: bad })).toThrow(
        /LTI_ROSTER_SYNC_AT: a time of day as HH:MM \(24-hour\), or off/,
      );
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('lists every bad value in one readable error', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://nope', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      const msg = (e as ConfigError).message;
      expect(msg).toContain('PORT');
      expect(msg).toContain('DATABASE_URL: must start with postgres://');
      expect(msg).toContain('LOG_LEVEL');
      expect((e as ConfigError).problems).toHaveLength(3);
    }
  });

  it('wants ADMIN_USERNAME and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_USERNAME: 'principal' })).toThrow(/together/);
    expect(
      loadConfig({ ADMIN_USERNAME: 'principal', ADMIN_PASSWORD: 'long-pass-1' }).bootstrapAdmin,
    ).toEqual({
      username: 'principal',
      password: 'long-pass-1',
    });
  });

  it('reads a .env file beneath the real environment, which wins', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'chalkwise-env-')), '.env');
    writeFileSync(
      file,
      '# school server\nPORT=4000\nSALES_PHONE="+1 555 0100"\nLOG_LEVEL=debug\nPUBLIC_URL=\n',
    );
    const config = loadConfig(withEnvFile({ LOG_LEVEL: 'warn', PUBLIC_URL: '' }, file));
    expect(config.port).toBe(4000);
    expect(config.salesPhone).toBe('+1 555 0100');
    expect(config.logLevel).toBe('warn');
    expect(config.publicUrl).toBeUndefined();
    expect(withEnvFile({ PORT: '5000' }, path.join(os.tmpdir(), 'no-such-dir', '.env'))).toEqual({
      PORT: '5000',
    });
  });
});

describe('loadConfigOrExit', () => {
  it('answers the configuration when it is valid', () => {
    expect(loadConfigOrExit(2, { PORT: '4000' }).port).toBe(4000);
  });

  it('prints what is wrong, without a stack, and ends with the given code', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${String(code)}`);
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => loadConfigOrExit(2, { LOG_LEVEL: 'loud' })).toThrow('exit 2');
      expect(error).toHaveBeenCalledWith(
        expect.stringMatching(/^Invalid configuration:\n.*LOG_LEVEL/),
      );
    } finally {
      exit.mockRestore();
      error.mockRestore();
    }
  });
});
