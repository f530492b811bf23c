import type { AiEngine, AiUsage } from '../ai-engine';
import { assessmentMarkdown, lessonPlanMarkdown } from '../render-markdown';
import { generateAssessmentDraft } from './assessment-generator';
import { builtinReply, chunksOf } from './chat-replies';
import { generateClassroomContent } from './content-generator';
import { generateLessonPlan } from './lesson-generator';
import { generateQuizDraft } from './quiz-generator';

export const BUILTIN_MODEL = 'chalkwise-builtin-1';

/** Token estimate (about 4 characters a token), so the usage ledger is comparable across engines. */
const usage = (input: unknown, output: unknown): AiUsage => ({
  inputTokens: Math.ceil(JSON.stringify(input).length / 4),
  outputTokens: Math.ceil(JSON.stringify(output).length / 4),
});

/** Offline and deterministic: nothing leaves the server, so no redaction is needed. */
export function createBuiltinEngine(): AiEngine {
  return {
    info: { engine: 'builtin', model: BUILTIN_MODEL },
    async generateLesson(input) {
      const plan = generateLessonPlan(input);
      return { plan, markdown: lessonPlanMarkdown(plan), usage: usage(input, plan) };
    },
    async generateAssessment(input) {
      const assessment = generateAssessmentDraft(input);
      return {
        assessment,
        markdown: assessmentMarkdown(assessment),
        usage: usage(input, assessment),
      };
    },
    async generateContent(input) {
      const content = generateClassroomContent(input);
      return { content, usage: usage(input, content) };
    },
    async generateQuiz(input) {
      const quiz = generateQuizDraft(input);
      return { quiz, usage: usage(input, quiz) };
    },
    async *chat(messages) {
      yield* chunksOf(builtinReply(messages));
    },
  };
}
