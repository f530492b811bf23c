import {
  RELEVEL_ERRORS,
  RELEVEL_MESSAGES,
  type RelevelBody,
} from '../../../contracts/reading-level.contract';
import { simplifyMarkdown } from '../../ai/builtin/simplify';
import { gradeNumber, readingLevelOf } from '../../ai/reading-level';
import { errorFactories } from '../../platform/http/app-error';
import type { AiService } from './ai.service';

const errors = errorFactories(RELEVEL_ERRORS);

/** How far one "Make easier" or "Make harder" moves a text: two grades, within K to 12. */
const STEP = 2;

/**
 * "Make easier" / "Make harder" (issue 34 item 1). A model writes the text again through the AI
 * pipeline (a content generation, metered and recorded like one) for a grade two below or above
 * where it reads now. The built-in engine has no writer: it makes a text easier by rule
 * (shorter sentences, plainer words; builtin/simplify.ts), says so when that changes nothing,
 * and refuses "harder" with a clear 400.
 */
export function createRelevel({ ai }: { ai: Pick<AiService, 'content' | 'engineFor'> }) {
  return async (userId: number, body: RelevelBody, gone?: AbortSignal) => {
    const { text, direction, ...request } = body;
    const title = request.topic;
    const engine = await ai.engineFor(userId);
    if (engine.engine === 'builtin') {
      if (direction === 'harder') throw errors.needs_model();
      const easier = simplifyMarkdown(text);
      const before = readingLevelOf(text, request.grade);
      const after = readingLevelOf(easier, request.grade);
      const changed = easier !== text && (!before || !after || after.grade < before.grade);
      return {
        title,
        content: changed ? easier : text,
        ...((changed ? after : before) ? { readingLevel: (changed ? after : before)! } : {}),
        ...(changed ? {} : { notice: RELEVEL_MESSAGES.unchanged }),
      };
    }
    const now = readingLevelOf(text, request.grade)?.grade ?? gradeNumber(request.grade);
    const goal = Math.round(now) + (direction === 'easier' ? -STEP : STEP);
    const readAtGrade = Math.min(12, Math.max(0, goal));
    const made = await ai.content(userId, { ...request, rewrite: { text, readAtGrade } }, gone);
    return {
      title: made.content.title,
      content: made.content.content,
      ...(made.readingLevel ? { readingLevel: made.readingLevel } : {}),
    };
  };
}
