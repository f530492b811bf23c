// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AiStatus } from '../../../../contracts/ai-admin.contract';
import { renderWithQuery } from '../../../testing/render-with-query';
import { AiStatusCard } from './ai-status-card';

const status = (notice: string | null): AiStatus => ({
  engine: 'builtin',
  model: 'chalkwise-builtin',
  source: 'admin',
  reason: 'Chosen on this screen.',
  choice: { engine: 'local', model: 'qwen2.5-1.5b-instruct-q4_k_m.gguf' },
  hostedProviders: [],
  ollamaBaseUrl: 'http://127.0.0.1:11434',
  notice,
});

describe('AiStatusCard', () => {
  afterEach(cleanup);

  it('says why the built-in engine answers when the chosen model would not load (issue 37 item 14)', () => {
    const why =
      'The local model "qwen2.5-1.5b-instruct-q4_k_m.gguf" could not be loaded. The built-in engine answers until the model is fixed or another engine is chosen.';
    renderWithQuery(<AiStatusCard status={status(why)} />);
    expect(screen.getByRole('alert').textContent).toBe(why);
  });

  it('shows no notice when the chosen engine answers', () => {
    renderWithQuery(<AiStatusCard status={status(null)} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
