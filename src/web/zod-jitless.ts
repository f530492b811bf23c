// The CSP forbids eval. zod probes `new Function` when its first object schema is built, and
// the browser reports that (caught) probe as a CSP violation. zod reads this global when it
// builds a schema; main.tsx imports this module first, so it is set before any module that
// could build one runs (the entry holds no zod; the pages' chunks that do load later).
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
