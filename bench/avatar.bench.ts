// Avatar video render time: a ~30-second script through the built-in renderer (meSpeak, the
// canvas face, ffmpeg), as the job runs it. Target: under 15 s on two cores.
// Run alone: npx tsx bench/avatar.bench.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { render } from '../src/server/features/avatar/avatar.render';

const SCRIPT =
  'Welcome to class. Plants make their own food using sunlight, water and carbon dioxide. ' +
  'This process is called photosynthesis. It happens inside the leaves, in tiny parts called ' +
  'chloroplasts. The green pigment chlorophyll captures the energy of light. Oxygen is released ' +
  'into the air as a by-product, which is what we breathe. Without photosynthesis, there would ' +
  'be no food chains on Earth. Tomorrow we will do an experiment with a leaf and some iodine.';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'avatar-bench-'));
const runs: number[] = [];
let speech = 0;
for (let i = 0; i < 3; i += 1) {
  const started = performance.now();
  const result = await render({ text: SCRIPT, outPath: path.join(dir, `${i}.mp4`) });
  runs.push(performance.now() - started);
  if (!result.ok) throw new Error(`render failed: ${result.detail}`);
  speech = result.durationMs;
}
const best = Math.min(...runs);
console.log(
  `avatar render: ${(speech / 1000).toFixed(1)} s of speech (${SCRIPT.length} chars) in ` +
    `${(best / 1000).toFixed(2)} s best, ${(runs.reduce((a, b) => a + b) / runs.length / 1000).toFixed(2)} s mean ` +
    `of ${runs.length} (${os.cpus().length} cores; target under 15 s)`,
);
fs.rmSync(dir, { recursive: true, force: true });
