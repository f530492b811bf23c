import { describe, expect, it } from 'vitest';
import { generateContentBody, type GenerateContentBody } from '../../../contracts/ai.contract';
import { pipelineFor } from '../../testing/test-pipeline';
import { AiError, type AiEngine, type EngineName } from '../ai-engine';
import type { ReadingRetry } from './generations';

/**
 * Issue 34 item 1: a model's text more than a grade off its target is written again once with
 * the measured level in the request; the text nearer the target is kept, with its level.
 */
const HARD =
  'Photosynthesis converts electromagnetic energy into chemical energy stored in the bonds of glucose. During the light dependent reactions, chlorophyll absorbs photons, exciting electrons that travel along an electron transport chain.';
const EASY =
  'A magnet pulls on things made of iron. Every magnet has two ends, called poles. One is the north pole and one is the south pole. If you put two north poles together, they push apart. If you put a north pole next to a south pole, they pull together and stick.';

const request = generateContentBody.parse({
  contentType: 'explanation',
  subject: 'Science',
  grade: '3',
  topic: 'Photosynthesis',
  learningStyle: 'reading',
});

/** An engine answering the given texts in turn (an AiError for `fail`), recording requests. */
function scripted(name: EngineName, texts: (string | 'fail')[]) {
  const asked: (GenerateContentBody & ReadingRetry)[] = [];
  const engine: AiEngine = {
    info: { engine: name, model: 'scripted' },
    generateContent: async (input) => {
      asked.push(input);
      const text = texts[asked.length - 1] ?? texts.at(-1)!;
      if (text === 'fail') throw new AiError('ai_unavailable', 'down');
      return {
        content: { title: 'Plants', content: text },
        usage: { inputTokens: 10, outputTokens: 5 },
      };
    },
    generateLesson: () => Promise.reject(new Error('not used')),
    generateAssessment: () => Promise.reject(new Error('not used')),
    generateQuiz: () => Promise.reject(new Error('not used')),
    chat: () => {
      throw new Error('not used');
    },
  };
  return { engine, asked };
}

describe('reading level through the AI pipeline', () => {
  it('asks a model once more with the measured level, and keeps the text nearer the target', async () => {
    const { engine, asked } = scripted('openai', [HARD, EASY]);
    const result = await pipelineFor(engine).gateway.generate(1, 'content', request);
    expect(asked).toHaveLength(2);
    expect(asked[0]).not.toHaveProperty('lastReadingLevel');
    expect(asked[1]!.lastReadingLevel).toMatch(
      /measured Flesch-Kincaid grade \d+(\.\d)?; the target is grade 3/,
    );
    expect(result.content.content).toBe(EASY);
    expect(result.readingLevel).toMatchObject({ target: 3, onTarget: true });
    expect(result.usage).toEqual({ inputTokens: 20, outputTokens: 10 });
  });

  it('keeps the first text when the second reads no nearer, or fails', async () => {
    for (const second of [HARD, 'fail'] as const) {
      const { engine, asked } = scripted('openai', [HARD, second]);
      const result = await pipelineFor(engine).gateway.generate(1, 'content', request);
      expect(asked).toHaveLength(2);
      expect(result.content.content).toBe(HARD);
      expect(result.readingLevel!.grade).toBeGreaterThan(10);
      expect(result.readingLevel!.onTarget).toBe(false);
    }
  });

  it('asks once when the text is on target, and never asks the built-in engine again', async () => {
    const onTarget = scripted('openai', [EASY]);
    const r1 = await pipelineFor(onTarget.engine).gateway.generate(1, 'content', request);
    expect(onTarget.asked).toHaveLength(1);
    expect(r1.readingLevel).toMatchObject({ onTarget: true });
    expect(r1.readingLevel).not.toHaveProperty('note');

    const builtin = scripted('builtin', [HARD]);
    const r2 = await pipelineFor(builtin.engine).gateway.generate(1, 'content', request);
    expect(builtin.asked).toHaveLength(1);
    expect(r2.readingLevel).toMatchObject({ onTarget: false, target: 3 });
    expect(r2.readingLevel!.note).toMatch(/no reviewed text on this topic written nearer grade 3/);
  });

  it('gives no level for a text with too little prose', async () => {
    const { engine, asked } = scripted('openai', ['# Plants\n\n| a | b |\n| - | - |']);
    const result = await pipelineFor(engine).gateway.generate(1, 'content', request);
    expect(asked).toHaveLength(1);
    expect(result).not.toHaveProperty('readingLevel');
  });
});
