import { describe, expect, it } from 'vitest';
import { isLoopbackHost } from './loopback';

describe('isLoopbackHost', () => {
  it.each([
    'localhost',
    'LOCALHOST',
    'app.localhost',
    '127.0.0.1',
    '127.1.2.3',
    '::1',
    '[::1]',
    '::ffff:127.0.0.1',
    '0:0:0:0:0:0:0:1',
  ])('%s is reachable only from this machine', (host) => expect(isLoopbackHost(host)).toBe(true));

  it.each([
    '0.0.0.0',
    '::',
    '192.168.1.20',
    '10.0.0.5',
    '::ffff:10.0.0.1',
    'school.example',
    '128.0.0.1',
    'localhost.example.com',
    '127.0.0.1.nip.io',
  ])('%s can be reached by others', (host) => expect(isLoopbackHost(host)).toBe(false));
});
