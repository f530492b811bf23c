import { describe, expect, it } from 'vitest';
import { GENERATE } from '../testing/switchable-engine';
import type { AiEngine } from './ai-engine';
import { createBuiltinEngine } from './builtin/builtin-engine';
import { createEngineSwitch, type ClosableEngine } from './engine-switch';

/** The built-in engine under another name, whose lesson waits for `open` and which counts closes. */
function namedEngine(name: string) {
  const builtin = createBuiltinEngine({ chatPaceMs: 0 });
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const state = { closed: 0, held: false, open: () => open() };
  const engine: ClosableEngine = {
    ...builtin,
    info: { engine: 'builtin', model: name },
    async generateLesson(input, ctx) {
      if (state.held) await gate;
      return builtin.generateLesson(input, ctx);
    },
    async close() {
      state.closed += 1;
    },
  };
  return { engine, state };
}

const lesson = { ...GENERATE.lesson, objectives: [...GENERATE.lesson.objectives] };

describe('createEngineSwitch', () => {
  it('sends each call to the engine chosen when it starts and names the engine chosen now', async () => {
    const a = namedEngine('a');
    const b = namedEngine('b');
    const engine = createEngineSwitch(a.engine);
    const info = engine.info;
    expect(info.model).toBe('a');
    engine.use(b.engine);
    // The same info object, read again, names the new engine (the usage ledger keeps it).
    expect(info.model).toBe('b');
    const { plan } = await engine.generateLesson(lesson);
    expect(plan.title).toBeTruthy();
    expect(engine.current()).toBe(b.engine);
  });

  it('closes the replaced engine only once its calls in flight have ended', async () => {
    const a = namedEngine('a');
    const b = namedEngine('b');
    a.state.held = true;
    const engine = createEngineSwitch(a.engine);
    const running = engine.generateLesson(lesson);
    engine.use(b.engine);
    await new Promise((r) => setTimeout(r, 5));
    expect(a.state.closed).toBe(0);
    a.state.open();
    await running;
    expect(a.state.closed).toBe(1);
    expect(b.state.closed).toBe(0);
  });

  it('keeps a chat stream on its engine until the stream is read to the end', async () => {
    const a = namedEngine('a');
    const engine = createEngineSwitch(a.engine);
    const stream = engine.chat([{ role: 'user', content: 'Give me three warm-up ideas' }]);
    engine.use(namedEngine('b').engine);
    expect(a.state.closed).toBe(0);
    let text = '';
    for await (const piece of stream) text += piece;
    expect(text.length).toBeGreaterThan(0);
    expect(stream.usage().outputTokens).toBeGreaterThan(0);
    expect(a.state.closed).toBe(1);
  });

  it('closes the engine in use when the app closes, and never closes one twice', async () => {
    const a = namedEngine('a');
    const engine = createEngineSwitch(a.engine);
    engine.use(a.engine);
    await engine.close();
    expect(a.state.closed).toBe(1);
  });

  it('passes an engine failure through and still releases the engine', async () => {
    const a = namedEngine('a');
    const failing: AiEngine = {
      ...a.engine,
      generateQuiz: () => Promise.reject(new Error('boom')),
    };
    const engine = createEngineSwitch(failing);
    await expect(
      engine.generateQuiz({
        subject: 'Mathematics',
        gradeLevel: '5',
        difficulty: 'easy',
        totalQuestions: 5,
      } as never),
    ).rejects.toThrow('boom');
    engine.use(namedEngine('b').engine);
    expect(a.state.closed).toBe(1);
  });
});
