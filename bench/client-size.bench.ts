// The JS the marketing home loads before any interaction, gzipped, against a 150 KB budget:
// index.html's entry script and modulepreloads, their static imports, and the home route chunk.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';

const BUDGET_KB = 150;
const root = path.resolve('dist/client');
if (!fs.existsSync(path.join(root, 'index.html'))) {
  const b = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (b.status !== 0) throw new Error('vite build failed');
}
const html = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
const seeds = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
const home = fs.readdirSync(path.join(root, 'assets')).find((f) => /^home-page-.*\.js$/.test(f));
if (home) seeds.push(`assets/${home}`);

// Follow static imports only (`import ... from "./x.js"` / `import "./x.js"`), not import().
const seen = new Set<string>();
const queue = [...seeds];
while (queue.length) {
  const rel = queue.pop()!;
  if (seen.has(rel)) continue;
  seen.add(rel);
  const code = fs.readFileSync(path.join(root, rel), 'utf8');
  for (const m of code.matchAll(
    /(?:^|[;\s}])import\s*(?:[\w{}$,*\s]+from\s*)?["']\.\/([^"']+\.js)["']/g,
  )) {
    queue.push(`assets/${m[1]}`);
  }
}
let total = 0;
for (const rel of [...seen].sort()) {
  const gz = zlib.gzipSync(fs.readFileSync(path.join(root, rel))).length;
  total += gz;
  console.log(`${(gz / 1024).toFixed(1).padStart(8)} KB  ${rel}`);
}
const kb = total / 1024;
console.log(
  `marketing home JS before interaction: ${kb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB) ${kb <= BUDGET_KB ? 'OK' : 'OVER BUDGET'}`,
);
