import { describe, expect, it } from 'vitest';
import { BANK } from '../bank/index';
import { BANDS } from '../bank/types';
import { KNOWLEDGE, topicNotes } from './index';

describe('the bundled topic notes', () => {
  it('are complete: goals, three or more terms, a misconception and a worked example each', () => {
    for (const [subject, notes] of Object.entries(KNOWLEDGE))
      for (const n of notes) {
        const name = `${subject}: ${n.names[0]}`;
        expect(
          n.names.every((x) => x === x.toLowerCase()),
          name,
        ).toBe(true);
        expect(n.goals.length, name).toBeGreaterThanOrEqual(2);
        // A goal completes "Students will be able to ...": it starts with a lower-case verb.
        expect(
          n.goals.every((g) => /^[a-z]/.test(g) && !g.endsWith('.')),
          name,
        ).toBe(true);
        expect(n.terms.length, name).toBeGreaterThanOrEqual(3);
        expect(new Set(n.terms.map(([t]) => t)).size, name).toBe(n.terms.length);
        expect(n.misconceptions.length, name).toBeGreaterThanOrEqual(1);
        expect(n.example.steps.length, name).toBeGreaterThanOrEqual(1);
      }
  });

  it('name only bank topics that hold questions', () => {
    for (const [subject, notes] of Object.entries(KNOWLEDGE))
      for (const topic of notes.flatMap((n) => n.bankTopics ?? [])) {
        const tagged = BANDS.flatMap((b) => BANK[subject]![b]).filter((q) =>
          q.topics.includes(topic),
        );
        expect(tagged.length, `${subject}: ${topic}`).toBeGreaterThan(0);
      }
  });

  it('cover a few dozen common topics across the core subjects', () => {
    const count = Object.values(KNOWLEDGE).reduce((s, n) => s + n.length, 0);
    expect(count).toBeGreaterThanOrEqual(40);
  });

  it.each([
    ['Mathematics', '7', 'Ratios', 'ratios'],
    ['Mathematics', '7', 'Unit rates', 'unit rates'],
    ['Science', '5', 'The Water Cycle', 'water cycle'],
    ['Science', '3', 'Plants', 'plants'],
    ['English', '10', 'Rhetorical devices in speeches', 'rhetorical devices'],
    ['History', '8', 'The American Revolution', 'american revolution'],
  ])('%s %s "%s" finds the notes on %s', (subject, grade, topic, expected) => {
    expect(topicNotes(subject, grade, topic)?.names[0]).toBe(expected);
  });

  it('find nothing for a topic they do not cover, rather than the nearest guess', () => {
    expect(topicNotes('English', '10', 'Sonnets')).toBeUndefined();
    expect(topicNotes('Science', '5', 'Photosynthesis in Shakespeare')).toBeDefined();
    expect(topicNotes('History', '8', 'The Hanseatic League')).toBeUndefined();
    // Notes belong to their subject: photosynthesis is not an English topic.
    expect(topicNotes('English', '5', 'Photosynthesis')).toBeUndefined();
  });
});
