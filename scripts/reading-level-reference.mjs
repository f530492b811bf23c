// Reference Flesch-Kincaid grades for src/server/ai/reading-level.fixtures.json (issue 34 item 1).
// Independent of the app's module: syllables from the CMU Pronouncing Dictionary (the vowel
// phonemes of a word's first pronunciation, each carrying a stress digit), words as runs of
// letters (with an apostrophe inside), sentences as runs of ".", "!" or "?". The fixture texts
// avoid numbers, hyphens and abbreviations, so counting words and sentences is unambiguous;
// the test then holds the app's measure (the `syllable` package) within 0.3 of these grades.
// Run: node scripts/reading-level-reference.mjs <texts.json>  (prints the fixture file)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const { CMUDict } = createRequire(import.meta.url)('cmudict');
const dict = new CMUDict();
const texts = JSON.parse(readFileSync(process.argv[2], 'utf8'));

const out = texts.map(({ name, source, text }) => {
  const words = text.match(/[A-Za-z]+(?:'[A-Za-z]+)*/g);
  const sentences = (text.match(/[.!?]+/g) ?? []).length;
  let syllables = 0;
  for (const w of words) {
    const phones = dict.get(w.toLowerCase());
    if (!phones) throw new Error(`"${w}" (${name}) is not in the CMU dictionary`);
    syllables += (phones.match(/\d/g) ?? []).length;
  }
  const grade = 0.39 * (words.length / sentences) + 11.8 * (syllables / words.length) - 15.59;
  return {
    name,
    source,
    text,
    reference: { words: words.length, sentences, syllables, grade: Math.round(grade * 100) / 100 },
  };
});
console.log(
  JSON.stringify(
    {
      about:
        'Reference Flesch-Kincaid grades: the formula (Kincaid et al., 1975) with syllable counts from the CMU Pronouncing Dictionary (cmudict npm package), computed by scripts/reading-level-reference.mjs. Texts are public-domain excerpts or written for this set, as each one says.',
      texts: out,
    },
    null,
    2,
  ),
);
