import type { AiCallContext, AiEngine, AiError, EngineName } from '../ai/ai-engine';
import { createBuiltinEngine } from '../ai/builtin/builtin-engine';

/**
 * The built-in engine with a switch: while `control.fail` is set every generation (lesson,
 * assessment, content, quiz) throws it; every generation's context and input (as the pipeline
 * hands it over, redacted) are recorded.
 * `control.engine` is the name it answers under: set it to a paid provider ('openai') to test
 * what the plan meters, since the built-in engine's own generations cost nothing.
 */
export function createSwitchableEngine() {
  const builtin = createBuiltinEngine();
  const control = {
    fail: null as AiError | null,
    contexts: [] as (AiCallContext | undefined)[],
    inputs: [] as unknown[],
    engine: 'builtin' as EngineName,
  };
  const gate = <T>(context: AiCallContext | undefined, work: () => Promise<T>, input: unknown) => {
    control.contexts.push(context);
    control.inputs.push(input);
    return control.fail ? Promise.reject(control.fail) : work();
  };
  const engine: AiEngine = {
    ...builtin,
    info: {
      get engine() {
        return control.engine;
      },
      model: builtin.info.model,
    },
    generateLesson: (input, c) => gate(c, () => builtin.generateLesson(input, c), input),
    generateAssessment: (input, c) => gate(c, () => builtin.generateAssessment(input, c), input),
    generateContent: (input, c) => gate(c, () => builtin.generateContent(input, c), input),
    generateQuiz: (input, c) => gate(c, () => builtin.generateQuiz(input, c), input),
  };
  return { engine, control };
}

/** Valid bodies of the generation routes (/api/ai/generate-*). */
export const GENERATE = {
  lesson: {
    title: 'Water',
    subject: 'Science',
    grade: '5',
    topic: 'The water cycle',
    duration: 40,
    objectives: ['describe evaporation'],
  },
  content: {
    contentType: 'worksheet',
    subject: 'Mathematics',
    grade: '4',
    topic: 'Fractions',
    learningStyle: 'visual',
  },
  assessment: {
    subject: 'Mathematics',
    grade: '8',
    topic: 'Linear equations',
    assessmentType: 'test',
    questionCount: 6,
  },
} as const;
