// Writes src/server/ai/syllable-corrections.json (issue 34 item 1): the syllable counts of the
// CMU Pronouncing Dictionary for every plain word where the `syllable` package counts otherwise
// (it says "walked" has 2, "peers" 2, "consequently" 5). The reading-level measure uses the
// dictionary's count for those words and the package's for every other word, including words
// the dictionary lacks. Run after upgrading either package: node scripts/syllable-corrections.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { syllable } from 'syllable';

const require = createRequire(import.meta.url);
const file = require
  .resolve('cmudict/package.json')
  .replace(/package\.json$/, 'lib/cmu/cmudict.0.7a');
const lines = readFileSync(file, 'latin1').split('\n');
const notice = lines
  .filter((l) => /^;;; #\s/.test(l) && !/\$|=====/.test(l))
  .map((l) => l.replace(/^;;; #\s?/, '').trim())
  .filter(Boolean);
const byCount = {};
let words = 0;
for (const line of lines) {
  if (!line || line.startsWith(';;;')) continue;
  const [word, ...phones] = line.split(/\s+/);
  // first pronunciation of plain words only
  if (!/^[A-Z]+('[A-Z]+)?$/.test(word)) continue;
  words += 1;
  const count = phones.join(' ').match(/\d/g)?.length ?? 0;
  const lower = word.toLowerCase();
  if (count === 0 || syllable(lower) === count) continue;
  (byCount[count] ??= []).push(lower);
}
const out = {
  about: `Syllable counts from the CMU Pronouncing Dictionary 0.7a (cmudict npm package) for the words where the syllable package counts otherwise; ${Object.values(byCount).flat().length} of ${words} words. Made by scripts/syllable-corrections.mjs.`,
  notice,
  counts: Object.fromEntries(Object.entries(byCount).map(([n, ws]) => [n, ws.join(' ')])),
};
const target = new URL('../src/server/ai/syllable-corrections.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(out, null, 1)}\n`);
console.log(`wrote ${target.pathname}: ${out.about}`);
