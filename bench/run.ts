// `npm run bench`: runs every bench/*.bench.ts in turn (each runs on import).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = path.dirname(new URL(import.meta.url).pathname);
for (const file of fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort()) {
  console.log(`\n== ${file}`);
  await import(pathToFileURL(path.join(dir, file)).href);
}
