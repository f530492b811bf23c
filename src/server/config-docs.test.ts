import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VARIABLES } from './config';
import { configTableRows, renderEnvExample, TABLE_END, TABLE_START } from './config-docs';

const readme = readFileSync('README.md', 'utf8');

/** The rows of the README's generated table, as trimmed cells (Prettier pads them). */
function readmeRows(): string[][] {
  const table = readme.slice(readme.indexOf(TABLE_START), readme.indexOf(TABLE_END));
  return table
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim()),
    );
}

describe('configuration docs follow the declarations in config.ts', () => {
  it('the README table lists every declared variable with its default and meaning, and nothing else', () => {
    expect(readme).toContain(TABLE_START);
    expect(readmeRows()).toEqual(configTableRows());
  });

  it('.env.example is the rendered declarations (run npm run config:docs after a change)', () => {
    expect(readFileSync('.env.example', 'utf8')).toBe(renderEnvExample());
  });

  it('every variable has a line of documentation', () => {
    for (const [name, d] of Object.entries(VARIABLES))
      expect(d.doc.length, name).toBeGreaterThan(5);
  });
});
