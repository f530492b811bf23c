// npm run ai:download -- <model id>     (or --list: the catalog, one model a line, ids first)
// Downloads a catalog model into DATA_DIR/models from HF_ENDPOINT (Hugging Face by default),
// resuming a partial download, and keeps it only if its sha256 matches. The same downloader as
// the admin screen's AI tab; Ctrl-C stops and keeps what came for the next run.
import type { CatalogModel, DownloadProgress } from '../../contracts/ai-admin.contract';
import { formatBytes } from '../../contracts/ai-admin.text';
import { loadConfigOrExit } from '../config';
import { loadCatalog, modelUrl } from '../ai/local/catalog';
import { downloadModel, DownloadError } from '../ai/local/download';
import { progressLine } from './progress-bar';

function catalogList(catalog: readonly CatalogModel[], indent = '  ') {
  return catalog
    .map(
      (m) =>
        `${indent}${m.id.padEnd(24)} ${m.name}, ${formatBytes(m.sizeBytes)}, needs about ${formatBytes(m.ramBytes)} of memory, ${m.licence}${m.recommended ? ' (recommended)' : ''}`,
    )
    .join('\n');
}

/** A redrawn line on a terminal; a line per tenth when the output is a log file. */
function progressPrinter() {
  let lastTenth = -1;
  return (p: DownloadProgress) => {
    const line = progressLine(p);
    if (process.stdout.isTTY) {
      process.stdout.write(`\r${line}\x1b[K`);
      return;
    }
    const tenth = Math.floor((p.receivedBytes / p.totalBytes) * 10);
    if (tenth !== lastTenth || p.phase === 'verifying') {
      lastTenth = tenth;
      console.log(line);
    }
  };
}

async function main() {
  const config = loadConfigOrExit(2);
  const catalog = await loadCatalog(config.ai.catalogFile);
  const id = process.argv[2];
  if (id === '--list') {
    // Ids first and unindented, so a script can take the first word of each line.
    console.log(catalogList(catalog, ''));
    return;
  }
  const model = catalog.find((m) => m.id === id);
  if (!model) {
    console.error(
      `${id ? `"${id}" is not in the catalog.` : 'Which model?'} Usage: npm run ai:download -- <model id> (or --list)\n\n${catalogList(catalog)}`,
    );
    process.exit(2);
  }

  const abort = new AbortController();
  process.once('SIGINT', () => abort.abort());
  console.log(
    `${model.name} (${model.licence}, ${formatBytes(model.sizeBytes)}) from ${config.ai.hfEndpoint} into ${config.ai.modelsDir}`,
  );
  try {
    const { path } = await downloadModel({
      url: modelUrl(config.ai.hfEndpoint, model),
      dir: config.ai.modelsDir,
      file: model.file,
      sizeBytes: model.sizeBytes,
      sha256: model.sha256,
      signal: abort.signal,
      onProgress: progressPrinter(),
    });
    if (process.stdout.isTTY) process.stdout.write('\n');
    console.log(
      `Saved and verified (sha256 ${model.sha256}): ${path}\nChoose it on the admin screen's AI tab, or start with AI_PROVIDER=local LOCAL_MODEL_PATH=${path}`,
    );
  } catch (e) {
    if (process.stdout.isTTY) process.stdout.write('\n');
    if (!(e instanceof DownloadError)) throw e;
    console.error(
      e.code === 'cancelled' ? 'Stopped. Run the same command again to resume.' : e.message,
    );
    process.exit(e.code === 'cancelled' ? 130 : 1);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
