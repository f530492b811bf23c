import { describe, expect, it } from 'vitest';
import { splitActions } from './chat-actions';

describe('splitActions', () => {
  it('takes the trailing form links out of the reply as buttons', () => {
    const text = [
      'I understood: a quiz, Grade 7, on "volcanoes", 40 questions.',
      '',
      '[Open the quiz form](/assessments?create=ai&grade=7&topic=volcanoes&questionCount=40)',
      '',
      '[Download a local model (Admin → AI)](/admin?tab=ai)',
    ].join('\n');
    expect(splitActions(text)).toEqual({
      body: 'I understood: a quiz, Grade 7, on "volcanoes", 40 questions.',
      actions: [
        {
          label: 'Open the quiz form',
          href: '/assessments?create=ai&grade=7&topic=volcanoes&questionCount=40',
          adminOnly: false,
        },
        { label: 'Download a local model (Admin → AI)', href: '/admin?tab=ai', adminOnly: true },
      ],
    });
  });

  it('leaves other links, other hosts and links inside the text as Markdown', () => {
    for (const text of [
      'See [the docs](https://example.com/x)',
      '[Open](//evil.example/lessons?x=1)',
      '[Open](/lessons?create=ai) and more text',
      '[Open](javascript:alert(1))',
      '[Open](/students?x=1)',
      '[Open](/lessons?x=<script>)',
      'Plain reply',
    ])
      expect(splitActions(text)).toEqual({ body: text, actions: [] });
  });
});
