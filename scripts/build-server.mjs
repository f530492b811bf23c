// `npm run build` (after the client): the server compiled to dist/server, so `npm start` runs a
// single node process with nothing to transpile, and dist/ runs without src/ or tsx. Packages
// stay in node_modules.
//
// dist/server mirrors src/server: main.js is the app; every module the app loads at run time by
// URL (`new URL('./x.worker.ts' or './x.mjs', import.meta.url)`: worker-pool task modules, the
// pool's and the avatar renderer's entries, the embedded database's thread) is compiled on its
// own to the same place with a .mjs name, found by following those URLs from main.ts, and the
// migrations folder and the built-in engine's data files are copied. Each source module's `import.meta.url` becomes its mirrored
// file's URL, so paths it resolves next to itself (migrations, those modules, createRequire,
// ../../dist/client) mean the same compiled as from source.
import path from 'node:path';
import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const srcServer = path.join(root, 'src/server');
const outDir = path.resolve(root, process.env.SERVER_OUT_DIR ?? 'dist/server');
const MIGRATIONS = 'platform/db/migrations';
// The built-in engine's reviewed content, read from disk when first used (not bundled): every
// JSON file under this folder (build.test.ts checks that each one is shipped).
const ENGINE_DATA = 'ai/builtin/offline-data';

/** Where a source file's compiled counterpart (or, for a bundled module, its place) lives. */
const mirror = (file) => path.join(outDir, path.relative(srcServer, file));
const asMjs = (file) => file.replace(/\.ts$/, '.mjs');
const posix = (p) => p.split(path.sep).join('/');

/** `new URL('./x.worker.ts', import.meta.url)`: a module loaded at run time, not imported. */
const RUNTIME_MODULE = /new URL\((['"])(\.{1,2}\/[^'"]+\.(?:ts|mjs))\1,(\s*)import\.meta\.url\)/g;

const pending = new Set();
const built = new Set();

/** Rewrites one source file for the bundle whose output file is `outfile`. */
function ownMetaUrl(outfile) {
  return {
    name: 'own-import-meta-url',
    setup(b) {
      b.onLoad({ filter: /[\\/]src[\\/].*\.(ts|mjs)$/ }, async (args) => {
        let source = await fs.readFile(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        source = source.replace(RUNTIME_MODULE, (whole, quote, rel, space) => {
          const target = path.resolve(path.dirname(args.path), rel);
          // A URL in a comment (worker-pool.ts's example) names no file: leave it.
          if (!existsSync(target)) return whole;
          if (!built.has(target)) pending.add(target);
          return `new URL(${quote}${asMjs(rel)}${quote},${space}import.meta.url)`;
        });
        const own = posix(path.relative(path.dirname(outfile), mirror(args.path)));
        return {
          contents: source.replaceAll(
            'import.meta.url',
            `new URL(${JSON.stringify(own)}, import.meta.url).href`,
          ),
          loader: args.path.endsWith('.ts') ? 'ts' : 'js',
        };
      });
    },
  };
}

const bundle = (entry, outfile) =>
  build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [ownMetaUrl(outfile)],
  });

const started = performance.now();
// A stale module from an older layout must not be picked up.
await fs.rm(outDir, { recursive: true, force: true });
await bundle(path.join(srcServer, 'main.ts'), path.join(outDir, 'main.js'));
while (pending.size > 0) {
  const [entry] = pending;
  pending.delete(entry);
  built.add(entry);
  await bundle(entry, asMjs(mirror(entry)));
}
await fs.cp(path.join(srcServer, MIGRATIONS), path.join(outDir, MIGRATIONS), { recursive: true });
await fs.cp(path.join(srcServer, ENGINE_DATA), path.join(outDir, ENGINE_DATA), {
  recursive: true,
  filter: async (from) => from.endsWith('.json') || (await fs.stat(from)).isDirectory(),
});
console.log(
  `server built: ${posix(path.relative(root, outDir))} (main.js and ${built.size} modules loaded at run time) in ${Math.round(performance.now() - started)} ms`,
);
