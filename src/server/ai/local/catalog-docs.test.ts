import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogFile, catalogModel } from '../../../contracts/ai-admin.contract';

/**
 * LOCAL_MODEL_CATALOG's format was undocumented (issue 32 item 8): the README documents every
 * field the server checks and gives an example the server accepts, and .env.example points there.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
const HEADING = '#### A model catalog of your own (`LOCAL_MODEL_CATALOG`)';

function section() {
  const start = readme.indexOf(HEADING);
  expect(start, 'the README section on LOCAL_MODEL_CATALOG').toBeGreaterThan(-1);
  const end = readme.indexOf('\n#', start + HEADING.length);
  return readme.slice(start, end);
}

describe("the model catalog's documentation", () => {
  it('names every field of a catalog model in its table, and no other', () => {
    const fields = [...section().matchAll(/^\| `([A-Za-z0-9]+)`\s*\|/gm)].map((m) => m[1]);
    expect(fields.sort()).toEqual(Object.keys(catalogModel.shape).sort());
  });

  it('gives an example the server accepts as a catalog', () => {
    const example = /```json\n([\s\S]*?)```/.exec(section())?.[1];
    expect(example).toBeDefined();
    expect(catalogFile.safeParse(JSON.parse(example!)).success).toBe(true);
  });

  it('is where .env.example sends an administrator', () => {
    const env = fs.readFileSync(path.join(root, '.env.example'), 'utf8');
    expect(env).toMatch(/A model catalog of your own[^\n]*\nLOCAL_MODEL_CATALOG=/);
  });
});
