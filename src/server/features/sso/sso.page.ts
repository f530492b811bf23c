/**
 * The page a failed school sign-in ends on. The browser arrives by a redirect from the provider,
 * not from the app, so the server answers a whole page: what went wrong in words, and the way
 * back. Styles inline (the CSP allows inline styles, not scripts), light and dark.
 */
const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function ssoErrorPage(message: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Sign-in did not complete · Chalkwise</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1.5rem;
    box-sizing: border-box; font: 16px/1.5 system-ui, sans-serif; background: #f8fafc; color: #0f172a; }
  main { max-width: 32rem; background: #fff; border: 1px solid #e2e8f0; border-radius: 0.75rem;
    padding: 1.75rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.08); }
  h1 { font-size: 1.25rem; margin: 0 0 0.75rem; }
  p { margin: 0 0 1.25rem; }
  a { display: inline-block; background: #4f46e5; color: #fff; text-decoration: none;
    padding: 0.6rem 1rem; border-radius: 0.5rem; font-weight: 600; }
  a:focus-visible { outline: 3px solid #a5b4fc; outline-offset: 2px; }
  @media (prefers-color-scheme: dark) {
    body { background: #0b1120; color: #e2e8f0; }
    main { background: #111827; border-color: #1f2937; }
  }
</style>
</head>
<body>
<main>
  <h1>Sign-in did not complete</h1>
  <p role="alert">${escape(message)}</p>
  <a href="/?signin=1">Back to Chalkwise</a>
</main>
</body>
</html>`;
}
