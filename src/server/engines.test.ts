import fs from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * The Node version the README and `engines` promise (issue 32 item 7: `npm install` printed 45
 * engine warnings on Node 20, for libraries the server runs with). Every package the installed
 * server needs (not a development tool) must say it runs on it.
 */
const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<
    string,
    { dev?: boolean; optional?: boolean; engines?: { node?: string } | string[] }
  >;
};

describe('the Node version we promise', () => {
  it('is one every runtime dependency supports', () => {
    const oldest = semver.minVersion(pkg.engines.node)!.version;
    expect(oldest).toBe('20.19.0');
    const refusing = Object.entries(lock.packages)
      .filter(([name, entry]) => name !== '' && !entry.dev && !Array.isArray(entry.engines))
      .filter(([, entry]) => {
        const range = (entry.engines as { node?: string } | undefined)?.node;
        return range !== undefined && !semver.satisfies(oldest, range);
      })
      .map(([name, entry]) => `${name} wants node ${(entry.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });
});
