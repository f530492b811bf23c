// `npm run config:docs`: rewrites .env.example and the README's configuration table from the
// declarations in src/server/config.ts (then Prettier aligns the table).
import { readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { renderEnvExample, withConfigTable } from '../config-docs';

writeFileSync('.env.example', renderEnvExample());
writeFileSync('README.md', withConfigTable(readFileSync('README.md', 'utf8')));
execFileSync('node_modules/.bin/prettier', ['--write', 'README.md'], { stdio: 'inherit' });
