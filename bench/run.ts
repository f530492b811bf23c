// `npm run bench`: runs every bench/*.bench.ts in turn (each runs on import);
// `npm run bench -- chat games` only those whose names contain one of the words.
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { loadAverage } from './stats';

// Which machine and when, so a figure copied from here can say where it came from.
console.log(
  `${new Date().toISOString()}  ${os.cpus()[0]?.model ?? 'cpu'} x${os.availableParallelism()}, ` +
    `${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
const only = process.argv.slice(2);
const dir = path.dirname(new URL(import.meta.url).pathname);
for (const file of fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((word) => f.includes(word)))
  .sort()) {
  console.log(`\n== ${file} (${loadAverage()})`);
  await import(pathToFileURL(path.join(dir, file)).href);
}
