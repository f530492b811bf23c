// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
// A test reads the shipped stylesheet; vitest hands `styles.css?raw` over empty.
// eslint-disable-next-line import-x/no-nodejs-modules
import { readFileSync } from 'node:fs';
import { contrast } from '../../../../testing/colour-contrast';
import { AnswerTile } from './answer-button';
import { CHOICE_COLOURS } from './choice-style';

// The tokens as the app ships them (a test reads the file; the app never does).
const styles = readFileSync('src/web/styles.css', 'utf8');

/** A design token's value in the light (:root) or dark (.dark) block of styles.css. */
function token(theme: 'light' | 'dark', name: string): string {
  const block = new RegExp(`${theme === 'light' ? ':root' : '\\.dark'}\\s*\\{([^}]*)\\}`).exec(
    styles,
  )?.[1];
  const value = new RegExp(`--${name}:\\s*([^;]+);`).exec(block ?? '')?.[1];
  if (!value) throw new Error(`No --${name} in the ${theme} theme`);
  return value.trim();
}

/** The tokens a focused tile's indicator is drawn in, read from its classes. */
function focusTokens(el: HTMLElement): string[] {
  const classes = el.className.split(/\s+/).filter((c) => c.startsWith('focus-visible:'));
  return [
    ...classes.flatMap((c) => /^focus-visible:outline-([a-z-]+)$/.exec(c)?.[1] ?? []),
    ...classes.flatMap((c) => [...c.matchAll(/var\(--([a-z-]+)\)/g)].map((m) => m[1]!)),
  ].filter((t) => !/^\d|^offset|^none|^hidden/.test(t));
}

afterEach(cleanup);

// Issue 32 item 10: the ring (--ring, blue) vanished on the blue and orange tiles in light and
// the yellow and green ones in dark.
describe("a game answer tile's focus ring", () => {
  it('is drawn in colours that stand out 3:1 on every tile, and on the page, in both themes', () => {
    render(
      <>
        {CHOICE_COLOURS.map((_, i) => (
          <AnswerTile key={i} index={i} text={`Réponse d'Anaïs ${i + 1}`} onChoose={() => {}} />
        ))}
      </>,
    );
    for (const [i, colour] of CHOICE_COLOURS.entries()) {
      const tile = screen.getByTestId(`choice-${i + 1}`);
      const tokens = focusTokens(tile);
      expect(tokens.length, tile.className).toBeGreaterThan(0);
      for (const theme of ['light', 'dark'] as const) {
        const page = token(theme, 'background');
        const best = Math.max(...tokens.map((t) => contrast(token(theme, t), colour.background)));
        expect(best, `${colour.name} tile, ${theme}: ${tokens.join(', ')}`).toBeGreaterThanOrEqual(
          3,
        );
        // The ring's outer edge is seen against the page.
        const outline = tokens[0]!;
        expect(
          contrast(token(theme, outline), page),
          `${outline} on the page`,
        ).toBeGreaterThanOrEqual(3);
      }
    }
  });
});
