// `npm run build` (after the client): the server compiled to one JavaScript file,
// dist/server/main.js, so `npm start` runs a single node process with nothing to transpile.
// Packages stay in node_modules. Each source module keeps its own `import.meta.url` (its
// file under src/), so paths it resolves next to itself (migrations, worker task modules,
// createRequire) mean the same compiled as from source.
import path from 'node:path';
import fs from 'node:fs/promises';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const outfile = path.join(root, 'dist/server/main.js');

/** Replaces `import.meta.url` in every server source file by that file's own URL. */
const ownMetaUrl = {
  name: 'own-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, async (args) => {
      const source = await fs.readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const rel = path.relative(path.dirname(outfile), args.path).split(path.sep).join('/');
      return {
        contents: source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(rel)}, import.meta.url).href`,
        ),
        loader: 'ts',
      };
    });
  },
};

const started = performance.now();
await build({
  entryPoints: [path.join(root, 'src/server/main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [ownMetaUrl],
});
console.log(
  `server built: ${path.relative(root, outfile)} in ${Math.round(performance.now() - started)} ms`,
);
