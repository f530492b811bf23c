// Prints the Vitest files that open a database, one per line. CI runs the whole suite once on
// PostgreSQL and then only these again on the embedded database: a file that never opens a
// database behaves the same on both, so its second run would test nothing new (issue 38 item 4).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What opens a database: the test database, an app, a pool, or a server process with its own. */
const OPENS_A_DATABASE =
  /createTestDatabase|createApp\(|openPostgres|wrapPglite|PGlite\.create|DATABASE_URL|startServer\(/;
const LOCAL_IMPORT = /(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g;

/** The file a relative import names, or undefined for a package or a missing file. */
function resolve(from, spec) {
  const base = path.resolve(path.dirname(from), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return candidates.find((f) => /\.tsx?$/.test(f) && existsSync(f));
}

/** Whether a file, or a module of the project it imports (transitively), opens a database. */
function opensDatabase(file, seen = new Map()) {
  if (seen.has(file)) return seen.get(file);
  seen.set(file, false);
  const source = readFileSync(file, 'utf8');
  let found = OPENS_A_DATABASE.test(source);
  for (const [, spec] of source.matchAll(LOCAL_IMPORT)) {
    if (found) break;
    const target = resolve(file, spec);
    // Only test support and test files: every test imports production code that could open one.
    if (target && /testing\/|\.test\.|test-helpers|e2e\//.test(target)) {
      found = opensDatabase(target, seen);
    }
  }
  seen.set(file, found);
  return found;
}

export function dbTestFiles(root = 'src') {
  const seen = new Map();
  return readdirSync(root, { recursive: true })
    .map((f) => path.join(root, String(f)))
    .filter((f) => /\.test\.tsx?$/.test(f) && opensDatabase(f, seen))
    .sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(dbTestFiles().join('\n'));
}
