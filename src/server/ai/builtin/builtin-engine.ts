import {
  estimateTokens,
  type AiEngine,
  type AiUsage,
  type ChatStream,
  type StandardsAsk,
} from '../ai-engine';
import { coveringStandard } from '../standards/standards-catalogue';
import { assessmentMarkdown, lessonPlanMarkdown } from '../render-markdown';
import { generateAssessmentDraft } from './assessment-generator';
import { chunksOf } from './chat-replies';
import { generateClassroomContent } from './content-generator';
import { generateLessonPlan } from './lesson-generator';
import { offlineAnswer } from './offline-answer';
import { generateQuizDraft } from './quiz-generator';
import { generateMixedQuiz } from './quiz-mixed';

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

/**
 * The standard a built-in lesson or assessment carries (issue 34 item 2): the one the data
 * holds for the topic at this subject and grade (grade 4 "adding fractions with like
 * denominators" is 4.NF.B.3), and only when it is among the candidates the app offered.
 */
function coveredBy(input: StandardsAsk & { subject: string; grade: string; topic: string }) {
  const covering = coveringStandard(input.subject, input.grade, input.topic);
  const offered = covering && input.standardCandidates?.some((s) => s.code === covering.code);
  return offered ? [covering.code] : [];
}

/** Offline and deterministic: nothing leaves the server. */
export function createBuiltinEngine({ chatPaceMs = 20 }: BuiltinEngineOptions = {}): AiEngine {
  return {
    info: { engine: 'builtin', model: BUILTIN_MODEL },
    async generateLesson(input) {
      const plan = { ...generateLessonPlan(input), standards: coveredBy(input) };
      return { plan, markdown: lessonPlanMarkdown(plan), usage: usage(input, plan) };
    },
    async generateAssessment(input) {
      const draft = generateAssessmentDraft(input);
      const { notice } = draft;
      const assessment = { ...draft.assessment, standards: coveredBy(input) };
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
      // The teacher picked types (issue 35 item 5): each from what the engine knows, or said.
      if (input.questionTypes) {
        const { quiz, notice } = generateMixedQuiz(input);
        return { quiz, usage: usage(input, quiz), ...(notice ? { notice } : {}) };
      }
      const quiz = generateQuizDraft(input);
      return { quiz, usage: usage(input, quiz) };
    },
    chat(messages, ctx): ChatStream {
      // The turns arrive with the roster's names as placeholders (ai/pipeline), so a name such
      // as "Art" or "Will" is never read as a subject or a word; the pipeline puts them back.
      const reply = offlineAnswer(messages).text;
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
