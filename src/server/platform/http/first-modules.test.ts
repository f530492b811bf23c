import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_MODULES, firstModules } from '../../../contracts/first-requests';

const web = path.resolve(import.meta.dirname, '../../../web');
const app = ['app/app.tsx', 'app/routes.tsx']
  .map((f) => fs.readFileSync(path.join(web, f), 'utf8'))
  .join('\n');

describe('the modules a signed-in page preloads', () => {
  it('are the lazy imports the client loads first, by their build-manifest keys', () => {
    const all = [...FIRST_MODULES.everyPage, ...Object.values(FIRST_MODULES.byPath).flat()];
    for (const m of all) {
      expect(fs.existsSync(path.join(web, m!)), m).toBe(true);
      // app.tsx imports './app-layout'; routes.tsx '../features/…/dashboard-page'.
      const specifier = m!
        .replace(/^app\//, './')
        .replace(/^(?!\.)/, '../')
        .replace(/\.tsx$/, '');
      expect(app, m).toContain(`import('${specifier}')`);
    }
  });

  it('are the frame everywhere, and the dashboard page only on /', () => {
    expect(firstModules('/')).toEqual([
      'app/app-layout.tsx',
      'features/dashboard/pages/dashboard-page.tsx',
    ]);
    expect(firstModules('/lessons')).toEqual(['app/app-layout.tsx']);
  });
});
