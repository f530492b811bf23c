import type { z } from 'zod';
import { AiError } from '../ai-engine';

/**
 * Models wrap JSON in prose or code fences, especially local ones without structured-output
 * support; take the outermost object, then let the contract schema decide.
 */
export function parseJsonAnswer<T extends z.ZodType>(text: string, schema: T): z.output<T> {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text)?.[1] ?? text;
  const start = fenced.indexOf('{');
  const end = fenced.lastIndexOf('}');
  if (start < 0 || end <= start)
    throw new AiError(
      'ai_malformed_answer',
      'The AI model did not answer with the expected structure.',
    );
  let value: unknown;
  try {
    value = JSON.parse(fenced.slice(start, end + 1));
  } catch (e) {
    throw new AiError('ai_malformed_answer', 'The AI model answered with malformed JSON.', e);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new AiError(
      'ai_malformed_answer',
      'The AI model’s answer did not match the expected structure.',
      parsed.error,
    );
  return parsed.data;
}
