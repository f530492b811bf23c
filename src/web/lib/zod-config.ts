import { z } from 'zod';

// The CSP forbids eval; without this zod probes `new Function` and the browser reports a
// violation. Its own module, imported first by main.tsx: imports run before the importing
// module's body, so a module that parses a schema while loading would otherwise beat it.
z.config({ jitless: true });
