import { describe, expect, it } from 'vitest';
import { sentencesOf, sourceQuestions } from './source-questions';

const TEXT = `# The water cycle

Evaporation is the change of liquid water into water vapour when the sun heats it.
Condensation is the change of water vapour into tiny droplets that form clouds.
Precipitation falls from clouds as rain, snow, sleet or hail over land and sea.
Rivers carry runoff water downhill until it reaches lakes and the ocean again.
Transpiration releases water vapour from the leaves of plants into the air.
Groundwater moves slowly through soil and rock beneath the surface.
It rains.
Why does it rain?`;

describe('sourceQuestions', () => {
  it('is deterministic: the same text gives the same questions', () => {
    expect(sourceQuestions(TEXT)).toEqual(sourceQuestions(TEXT));
    expect(sourceQuestions(TEXT).length).toBeGreaterThanOrEqual(5);
  });

  it('makes no question from a too-short sentence, a question or a heading', () => {
    const qs = sourceQuestions(TEXT);
    const sentences = sentencesOf(TEXT);
    const short = sentences.indexOf('It rains.') + 1;
    const question = sentences.indexOf('Why does it rain?') + 1;
    expect(qs.map((q) => q.sentence)).not.toContain(short);
    expect(qs.map((q) => q.sentence)).not.toContain(question);
    expect(qs.map((q) => q.sentence)).not.toContain(1);
    expect(sourceQuestions('Too short. Tiny one.')).toEqual([]);
    expect(sourceQuestions('')).toEqual([]);
  });

  it('uses each sentence at most once and respects the maximum', () => {
    const qs = sourceQuestions(TEXT);
    expect(new Set(qs.map((q) => q.sentence)).size).toBe(qs.length);
    expect(sourceQuestions(TEXT, 2)).toHaveLength(2);
  });

  it('makes term–definition questions whose answer is the defined term', () => {
    const defs = sourceQuestions(TEXT).filter((q) => q.prompt.startsWith('Which term'));
    expect(defs.map((d) => d.answer)).toEqual(['Evaporation', 'Condensation']);
    for (const d of defs) {
      expect(d.choices).toContain(d.answer);
      expect(new Set(d.choices).size).toBe(d.choices.length);
      expect(d.prompt).not.toContain(d.answer);
    }
  });

  it('makes cloze questions with the key term blanked and offered among the choices', () => {
    const cloze = sourceQuestions(TEXT).filter((q) => q.prompt.startsWith('Fill in the blank'));
    expect(cloze.length).toBeGreaterThan(0);
    for (const c of cloze) {
      expect(c.prompt).toContain('_____');
      expect(c.prompt).not.toMatch(new RegExp(`\\b${c.answer}\\b`));
      expect(c.prompt.replace(/_____/g, c.answer)).toBe(`Fill in the blank: ${c.explanation}`);
      if (c.type === 'multiple_choice') expect(c.choices).toContain(c.answer);
    }
  });

  it('falsifies true/false by swapping in a key term from another sentence', () => {
    const tf = sourceQuestions(TEXT).filter((q) => q.type === 'true_false');
    expect(tf.length).toBeGreaterThan(0);
    const sentences = sentencesOf(TEXT);
    for (const q of tf) {
      const original = sentences[q.sentence - 1]!;
      const shown = q.prompt.replace(/^True or false: /, '');
      if (q.answer === 'true') expect(shown).toBe(original);
      else {
        expect(q.answer).toBe('false');
        expect(shown).not.toBe(original);
        expect(q.explanation).toContain(original);
      }
    }
    // With enough sentences both answers occur.
    const long = Array.from({ length: 6 }, () => TEXT).join('\n');
    const answers = new Set(
      sourceQuestions(long)
        .filter((q) => q.type === 'true_false')
        .map((q) => q.answer),
    );
    expect(answers).toEqual(new Set(['true', 'false']));
  });
});
