import { estimateTokens, type AiEngine, type AiUsage, type ChatStream } from '../ai-engine';
import { createRedactor } from '../redaction';
import { assessmentMarkdown, lessonPlanMarkdown } from '../render-markdown';
import { generateAssessmentDraft } from './assessment-generator';
import { builtinReply, chunksOf } from './chat-replies';
import { generateClassroomContent } from './content-generator';
import { generateLessonPlan } from './lesson-generator';
import { generateQuizDraft } from './quiz-generator';

const BUILTIN_MODEL = 'chalkwise-builtin-1';

/** Token estimate (about 4 characters a token), so the usage ledger is comparable across engines. */
const usage = (input: unknown, output: unknown): AiUsage => ({
  inputTokens: Math.ceil(JSON.stringify(input).length / 4),
  outputTokens: Math.ceil(JSON.stringify(output).length / 4),
});

export interface BuiltinEngineOptions {
  /**
   * Pause between streamed pieces of a chat reply, so the page fills in as it would with a
   * model (and Stop has something to stop). The first piece is never delayed. Tests use 0.
   */
  chatPaceMs?: number;
}

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

/** Offline and deterministic: nothing leaves the server. */
export function createBuiltinEngine({ chatPaceMs = 20 }: BuiltinEngineOptions = {}): AiEngine {
  return {
    info: { engine: 'builtin', model: BUILTIN_MODEL },
    async generateLesson(input) {
      const plan = generateLessonPlan(input);
      return { plan, markdown: lessonPlanMarkdown(plan), usage: usage(input, plan) };
    },
    async generateAssessment(input) {
      const { assessment, notice } = generateAssessmentDraft(input);
      return {
        assessment,
        markdown: assessmentMarkdown(assessment),
        usage: usage(input, assessment),
        ...(notice ? { notice } : {}),
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
    chat(messages, ctx): ChatStream {
      // Read with the roster's names as placeholders, as every engine does (a name such as
      // "Art" or "Will" is then never read as a subject or a word), then put the names back.
      const redactor = createRedactor(ctx?.redaction ?? []);
      const reply = redactor.restore(
        builtinReply(messages.map((m) => ({ ...m, content: redactor.redact(m.content) }))),
      );
      let sent = '';
      async function* pieces() {
        for (const piece of chunksOf(reply)) {
          if (ctx?.signal?.aborted) return;
          if (sent) await pause(chatPaceMs, ctx?.signal);
          if (ctx?.signal?.aborted) return;
          sent += piece;
          yield piece;
        }
      }
      return Object.assign(pieces(), {
        usage: () => ({
          inputTokens: estimateTokens(messages.map((m) => m.content).join('\n')),
          outputTokens: estimateTokens(sent),
        }),
      });
    },
  };
}
