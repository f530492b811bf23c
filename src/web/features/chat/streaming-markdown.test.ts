import { describe, expect, it } from 'vitest';
import { settlePartialMarkdown } from './streaming-markdown';

describe('settlePartialMarkdown', () => {
  it('leaves finished text alone', () => {
    const text = 'Intro\n\n```js\nconst a = 1;\n```\n\nSo $$x^2$$ and \\(y\\).';
    expect(settlePartialMarkdown(text)).toBe(text);
  });

  it('closes an open code fence with the same marker', () => {
    expect(settlePartialMarkdown('Try:\n\n```python\nprint(1)')).toBe(
      'Try:\n\n```python\nprint(1)\n```',
    );
    expect(settlePartialMarkdown('~~~~\ncode\n')).toBe('~~~~\ncode\n~~~~');
  });

  it('holds back an unclosed formula of each kind', () => {
    expect(settlePartialMarkdown('The area is $$\\frac{1}{2}b')).toBe('The area is …');
    expect(settlePartialMarkdown('Solve \\[ 2x + 3')).toBe('Solve …');
    expect(settlePartialMarkdown('Here \\(a^2\\) and \\(b')).toBe('Here \\(a^2\\) and …');
  });

  it('ignores math-looking text inside code', () => {
    expect(settlePartialMarkdown('Use `$$` for display')).toBe('Use `$$` for display');
    expect(settlePartialMarkdown('```\n$$ open in code\n```\nDone')).toBe(
      '```\n$$ open in code\n```\nDone',
    );
  });
});
