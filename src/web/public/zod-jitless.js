// The CSP forbids eval. zod probes `new Function` when its first object schema is built, and
// the browser reports that (caught) probe as a CSP violation. Schemas are built while the app's
// modules load, so the setting must exist before any module runs: this classic script runs
// first, and zod reads its configuration from this global.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});
