import { describe, expect, it } from 'vitest';
import { render } from './entry-server';

// What the build writes for visitors (scripts/prerender.mjs) and the server for a signed-in
// teacher (platform/http/server-render.ts): the page's largest text is in the HTML itself, so
// it is painted before any script runs (issue 38 item 1).

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replace(/\s+/g, ' ');

describe('the client rendered to HTML', () => {
  it("has the home page's heading and lead paragraph, the largest paint, for a visitor", async () => {
    const html = await render('/', []);
    expect(text(html)).toContain('Affordable AI Solutions for Education');
    expect(text(html)).toContain(
      "Chalkwise gives teachers AI lesson planning, smart assessments and student analytics, running privately on your school's own server.",
    );
    expect(html).toContain('Get Started');
  });

  it("has a feature page's heading", async () => {
    expect(text(await render('/features/smart-assessments', []))).toMatch(/Smart Assessments/i);
  });

  it('has the signed-in frame, the heading and the plan notice, drawn with the first answers', async () => {
    const html = await render('/', [
      [['/api/user'], { id: 7, username: 'ana', firstName: 'Ana', role: 'teacher' }],
      [
        ['/api/subscription/info'],
        {
          tier: 'free',
          hasAccess: true,
          usageCount: 1,
          usageLimit: 5,
          unlimitedEngine: 'builtin',
        },
      ],
      [['/api/config/public'], {}],
    ]);
    const words = text(html);
    expect(html).toContain('aria-label="Main"');
    for (const link of ['Dashboard', 'Lesson Planning', 'Assessments', 'Students'])
      expect(words).toContain(link);
    expect(words).toContain('Welcome, Ana');
    expect(words).toContain('Logout');
    expect(words).toContain('Welcome back, Ana!');
    expect(words).toContain(
      "Chalkwise's built-in engine runs on this server, so its generations are not counted against your plan. Your 5 free generations are for paid AI providers (1 used).",
    );
    // The figures are the browser's to fetch: their places are drawn meanwhile.
    expect(words).not.toContain('Get Started');
  });

  it('draws the home, not the frame, when the session turned out to be no one', async () => {
    const words = text(await render('/', [[['/api/user'], null]]));
    expect(words).toContain('Affordable AI Solutions for Education');
    expect(words).not.toContain('Logout');
  });
});
