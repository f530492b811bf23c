// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { readingLevelHelp } from '../../contracts/reading-level.contract';
import { ReadingLevelBadge } from './reading-level-badge';

afterEach(cleanup);

const summary = () => screen.getByTestId('reading-level').querySelector('summary')!;

describe('ReadingLevelBadge', () => {
  it('says the measured grade and the target, green on target, and what the number means when opened', async () => {
    const level = { grade: 3.4, target: 3, onTarget: true };
    render(<ReadingLevelBadge level={level} />);
    expect(summary()).toHaveTextContent('Reads at grade 3.4 - target 3');
    expect(summary()).toHaveAccessibleName('Reads at grade 3.4 - target 3: what this means');
    expect(summary().className).toContain('emerald');
    const help = screen.getByText(readingLevelHelp(level));
    expect(help).not.toBeVisible();
    await userEvent.click(summary());
    expect(help).toBeVisible();
  });

  it('marks a text off target in amber and in its name, with the engine’s note', async () => {
    const level = {
      grade: 6.4,
      target: 3,
      onTarget: false,
      note: 'No built-in text fits grade 3.',
    };
    render(<ReadingLevelBadge level={level} />);
    expect(summary()).toHaveAccessibleName(
      'Reads at grade 6.4 - target 3 (off target): what this means',
    );
    expect(summary().className).toContain('amber');
    await userEvent.click(summary());
    expect(screen.getByText('No built-in text fits grade 3.')).toBeVisible();
  });

  it('says below K and K as words, and shows nothing without a level', () => {
    const { container } = render(<ReadingLevelBadge level={undefined} />);
    expect(container).toBeEmptyDOMElement();
    render(<ReadingLevelBadge level={{ grade: -1.2, target: 0, onTarget: true }} />);
    expect(summary()).toHaveTextContent('Reads at grade below K - target K');
  });
});
