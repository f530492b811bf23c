import type { AiCallContext, AiEngine } from './ai-engine';

type Requester = NonNullable<AiCallContext['requester']>;

/**
 * The engine with every call's context naming who asks, for an engine whose queue is fair
 * between requesters (the local model, issue 33 item 4). Other engines are returned as they are.
 */
export function asRequester(engine: AiEngine, requester: Requester): AiEngine {
  const ctx = (c?: AiCallContext): AiCallContext => ({ ...c, requester });
  return {
    info: engine.info,
    generateLesson: (input, c) => engine.generateLesson(input, ctx(c)),
    generateAssessment: (input, c) => engine.generateAssessment(input, ctx(c)),
    generateContent: (input, c) => engine.generateContent(input, ctx(c)),
    generateQuiz: (input, c) => engine.generateQuiz(input, ctx(c)),
    chat: (messages, c) => engine.chat(messages, ctx(c)),
  };
}

/** `engineFor` whose local engine knows the account asking and whether it is a guest's. */
export function withRequesters(
  engineFor: (userId: number) => Promise<AiEngine>,
  isGuest: (userId: number) => Promise<boolean>,
) {
  return async (userId: number): Promise<AiEngine> => {
    const engine = await engineFor(userId);
    if (engine.info.engine !== 'local') return engine;
    return asRequester(engine, { id: userId, guest: await isGuest(userId) });
  };
}
