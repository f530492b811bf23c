import type {
  GenerateAssessmentBody,
  GenerateLessonBody,
  GenerateQuizInput,
} from '../../../contracts/ai.contract';
import type { AiGateway } from '../../ai/pipeline/ai-pipeline';
import type { Generation, Inputs } from '../../ai/pipeline/generations';
import { toHttpError } from './ai.errors';
import { createQueuePlaces } from './ai.queue';
import { checkedStandards } from '../standards/standards.service';

/** Chat answers an engine failure as AI generation does (features share through services). */
export { toHttpError };
export { createAiGateway } from './ai.gateway';
export type { AiGateway };

export interface AiServiceDeps {
  /** The AI pipeline (ai/pipeline): limit, plan, privacy, validation, ledger in one place. */
  gateway: AiGateway;
}

export function createAiService({ gateway }: AiServiceDeps) {
  const places = createQueuePlaces();

  /** One generation through the pipeline, its place in the local model's queue tracked. */
  const generate = <K extends Generation>(
    userId: number,
    kind: K,
    input: Inputs[K],
    /** The client went away (clientGone): the call leaves the queue if it still waits. */
    gone?: AbortSignal,
  ) =>
    gateway
      .generate(userId, kind, input, places.forCall(userId, gone))
      .finally(() => places.done(userId));

  /** Fewer questions than asked is always said, in the engine's words or, failing those, ours. */
  const withNotice = <T extends { assessment: { questions: unknown[] }; notice?: string }>(
    result: T,
    asked: number,
  ): T => {
    const n = result.assessment.questions.length;
    if (result.notice || n >= asked) return result;
    return { ...result, notice: `${n} of ${asked} questions: the AI model wrote only ${n}.` };
  };

  return {
    engineInfo: () => gateway.info,
    /** The engine that answers this account now (a guest gets the built-in one). */
    engineFor: (userId: number) => gateway.engineFor(userId),
    /** How many requests are ahead of the teacher's waiting one on the local model, if any. */
    queueAhead: (userId: number) => places.ahead(userId),
    // A chosen standard the data does not hold is a 400 naming it, before any generation.
    lesson: (userId: number, body: GenerateLessonBody, gone?: AbortSignal) => {
      checkedStandards(body.standards ?? []);
      return generate(userId, 'lesson', body, gone);
    },
    assessment: async (userId: number, body: GenerateAssessmentBody, gone?: AbortSignal) => {
      checkedStandards(body.standards ?? []);
      return withNotice(await generate(userId, 'assessment', body, gone), body.questionCount);
    },
    /** `rewrite`: "Make easier" / "Make harder" (ai.relevel.ts). */
    content: (userId: number, body: Inputs['content'], gone?: AbortSignal) =>
      generate(userId, 'content', body, gone),
    quiz: (userId: number, body: GenerateQuizInput, gone?: AbortSignal) =>
      generate(userId, 'quiz', body, gone),
  };
}

export type AiService = ReturnType<typeof createAiService>;
