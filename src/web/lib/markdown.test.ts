// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

/** Parses the rendered HTML so assertions look at elements and attributes, not substrings. */
function render(source: string) {
  const host = document.createElement('div');
  host.innerHTML = renderMarkdown(source);
  return host;
}

describe('renderMarkdown', () => {
  it('keeps the structure teachers write: headings, lists, tables, emphasis', () => {
    const html = render(
      '## Warm-up\n\n- **Map** of the _Nile_\n\n| Phase | Minutes |\n|---|---|\n| Hook | 5 |',
    );
    expect(html.querySelector('h2')?.textContent).toBe('Warm-up');
    expect(html.querySelector('li strong')?.textContent).toBe('Map');
    expect(html.querySelector('li em')?.textContent).toBe('Nile');
    expect([...html.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['Hook', '5']);
  });

  it('drops scripts, event handlers, styles, iframes and forms', () => {
    const html = render(
      [
        '<script>alert(1)</script>',
        '<img src="/logo.png" onerror="alert(2)">',
        '<p onclick="alert(3)" style="position:fixed">Click</p>',
        '<iframe src="https://evil.example"></iframe>',
        '<form action="https://evil.example"><input name="password"><button>Go</button></form>',
        '<svg><script>alert(4)</script></svg>',
      ].join('\n\n'),
    );
    expect(html.querySelectorAll('script, iframe, form, input, button, style')).toHaveLength(0);
    const withHandlers = [...html.querySelectorAll('*')].filter((el) =>
      [...el.attributes].some((a) => a.name.startsWith('on') || a.name === 'style'),
    );
    expect(withHandlers).toEqual([]);
    expect(html.querySelector('p')?.textContent).toBe('Click');
  });

  it('allows only http, https and mailto links, opened safely in a new tab', () => {
    const html = render(
      '[site](https://example.org) [mail](mailto:parent@example.org) [bad](javascript:alert(1)) [data](data:text/html,hi) [rel](/lessons/1)',
    );
    const links = Object.fromEntries(
      [...html.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]),
    );
    expect(links).toEqual({
      site: 'https://example.org',
      mail: 'mailto:parent@example.org',
      bad: null,
      data: null,
      rel: null,
    });
    const site = html.querySelector('a[href="https://example.org"]')!;
    expect(site.getAttribute('target')).toBe('_blank');
    expect(site.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it('shows local images but never loads remote ones', () => {
    const html = render(
      '![local](/uploads/map.png) ![remote](https://tracker.example/pixel.gif) ![proto](//tracker.example/p.gif)',
    );
    const srcs = Object.fromEntries(
      [...html.querySelectorAll('img')].map((img) => [
        img.getAttribute('alt'),
        img.getAttribute('src'),
      ]),
    );
    expect(srcs).toEqual({ local: '/uploads/map.png', remote: null, proto: null });
  });
});

describe('renderMarkdown with math', () => {
  const math = (source: string) => {
    const host = document.createElement('div');
    host.innerHTML = renderMarkdown(source, { math: true });
    return host;
  };

  it('renders \\(..\\), $..$, \\[..\\] and $$..$$ with KaTeX', () => {
    const html = math(
      'Inline \\(a^2 + b^2\\) and $x_1$.\n\n\\[\\frac{1}{2}\\]\n\n$$\n\\sqrt{2}\n$$\n\nMid $$c^2$$ line.',
    );
    expect(html.querySelectorAll('.katex').length).toBe(5);
    expect(html.querySelectorAll('.katex-display').length).toBe(3);
    expect(html.querySelector('annotation')?.textContent).toBe('a^2 + b^2');
    expect(html.textContent).not.toContain('\\(');
  });

  it('keeps money as money and code as code', () => {
    const html = math('It costs $5 and $10.\n\n`$x$` and\n\n```\n$$y$$\n```');
    expect(html.querySelectorAll('.katex').length).toBe(0);
    expect(html.textContent).toContain('$5 and $10');
    expect(html.querySelector('code')?.textContent).toBe('$x$');
  });

  it('keeps tables and sanitizing around math, and TeX cannot inject markup', () => {
    const html = math(
      '| a | b |\n|---|---|\n| $x$ | 2 |\n\n$\\href{javascript:alert(1)}{x}$ <img src=x onerror="alert(1)">',
    );
    expect(html.querySelector('td .katex')).not.toBeNull();
    // KaTeX (trust off) shows \href as text: no link is made.
    expect(html.querySelector('a')).toBeNull();
    expect(html.querySelector('[onerror]')).toBeNull();
  });

  it('leaves lessons without the option untouched', () => {
    expect(render('Cost: $x$').querySelector('.katex')).toBeNull();
  });

  it('a forged placeholder picks up nothing', () => {
    const html = math('<span class="math-inline" data-math="guess-0"></span> and $y$');
    expect(html.querySelectorAll('.katex').length).toBe(1);
  });

  it('renders text nested deeper than the parser goes without throwing, and what follows it', () => {
    // markdown-it stops at its nesting depth, as the exports do (export.blocks.ts MAX_NESTING).
    for (const source of [
      `${'>'.repeat(20_000)} deep\n\nafter <b>bold</b>`,
      `${'*'.repeat(20_000)}a${'*'.repeat(20_000)}\n\nafter <b>bold</b>`,
    ]) {
      const html = render(source);
      expect(html.querySelector('p:last-child')?.textContent).toBe('after bold');
      expect(html.querySelectorAll('blockquote').length).toBeLessThanOrEqual(40);
    }
  });
});
