import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './chat.api';
import { conversationMarkdown, conversationTitle } from './chat-format';

const msg = (id: string, role: 'user' | 'assistant', text: string, extra = {}): ChatMessage => ({
  id,
  role,
  parts: [{ type: 'text', text }],
  metadata: { createdAt: '2026-09-01T14:05:00', ...extra },
});

describe('chat formatting', () => {
  it('titles a conversation by its first question', () => {
    expect(
      conversationTitle([msg('1', 'user', 'Fractions help'), msg('2', 'assistant', 'Sure')]),
    ).toBe('Fractions help');
    expect(conversationTitle([])).toBe('New conversation');
  });

  it('exports each turn with who and when, and marks a stopped reply', () => {
    expect(
      conversationMarkdown([
        msg('1', 'user', 'Ideas?'),
        msg('2', 'assistant', '| a | b |\n|---|---|\n| 1 | 2 |', { status: 'stopped' }),
      ]),
    ).toBe(
      '## You · 2:05 PM\n\nIdeas?\n\n## Assistant · 2:05 PM\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n_Stopped_',
    );
  });
});
