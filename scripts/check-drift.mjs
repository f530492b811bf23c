// Fails when src/server/platform/db/schema differs from the committed migrations.
import { spawnSync } from 'node:child_process';

const dir = 'src/server/platform/db/migrations';
const r = spawnSync('node_modules/.bin/drizzle-kit', ['generate', '--name', 'drift_check'], {
  encoding: 'utf8',
});
const out = `${r.stdout}${r.stderr}`;
if (r.status !== 0) {
  console.error(out);
  process.exit(1);
}
const status = spawnSync('git', ['status', '--porcelain', '--untracked-files=all', dir], {
  encoding: 'utf8',
});
const drift = status.stdout.split('\n').filter((l) => l.includes('drift_check'));
if (drift.length > 0) {
  console.error(
    'The schema has changes with no migration. Run `npm run db:generate` and commit the result.',
  );
  console.error(out);
  // Leave the tree as it was.
  spawnSync('git', ['checkout', '--', `${dir}/meta/_journal.json`]);
  for (const l of drift) spawnSync('rm', ['-f', l.slice(3)]);
  process.exit(1);
}
console.log('Migrations match the schema.');
