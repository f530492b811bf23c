// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicConfig } from '../../../../../contracts/system.contract';
import { queryKeys } from '../../../../lib/query-keys';
import { renderWithQuery, stubFetch } from '../../../../testing/render-with-query';
import { GenerateQuizForm } from './generate-quiz-form';

stubFetch();
afterEach(cleanup);

function renderWith(ai: PublicConfig['ai']) {
  const config = { ai } as PublicConfig;
  renderWithQuery(<GenerateQuizForm />, {}, [[queryKeys.publicConfig, config]]);
}

/**
 * The form offered OpenRouter, OpenAI and Google with none configured (issue 32 item 16): which
 * engine answers is the server's configuration, so the form names it, as the other forms do.
 */
describe('the quiz generator form', () => {
  it('offers no provider to pick and says the built-in generator answers', () => {
    renderWith({ engine: 'builtin', model: null });
    expect(screen.queryByLabelText('AI provider')).not.toBeInTheDocument();
    expect(screen.queryByText('OpenRouter')).not.toBeInTheDocument();
    expect(screen.getByTestId('ai-engine-notice')).toHaveTextContent(
      "Using Chalkwise's built-in generator",
    );
  });

  it('names a configured local model as the one writing drafts', () => {
    renderWith({ engine: 'local', model: 'qwen2.5-1.5b-instruct' });
    expect(screen.queryByLabelText('AI provider')).not.toBeInTheDocument();
    expect(screen.getByTestId('ai-engine-notice')).toHaveTextContent('Drafts are written by');
  });
});
