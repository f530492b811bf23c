// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BackLink } from './back-link';

afterEach(cleanup);

describe('BackLink', () => {
  it('is a link named by its words, to where it says', () => {
    render(<BackLink href="/lessons">All lessons</BackLink>);
    expect(screen.getByRole('link', { name: 'All lessons' })).toHaveAttribute('href', '/lessons');
  });

  it('reads as quiet text when asked, as a small button otherwise', () => {
    render(
      <>
        <BackLink href="/students" quiet>
          All students
        </BackLink>
        <BackLink href="/assessments">All assessments</BackLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'All students' })).toHaveClass('text-muted-foreground');
    expect(screen.getByRole('link', { name: 'All assessments' })).not.toHaveClass(
      'text-muted-foreground',
    );
  });
});
