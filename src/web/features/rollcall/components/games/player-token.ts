/**
 * The rejoin secret per room code, kept on the device: a reload, a locked phone or a dropped
 * network joins again with it and keeps the same score, streak and team.
 */
const key = (code: string) => `chalkwise-game:${code.toUpperCase()}`;

export function loadPlayerToken(code: string): string | null {
  try {
    const raw = localStorage.getItem(key(code));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { token?: unknown };
    return typeof parsed.token === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(parsed.token)
      ? parsed.token
      : null;
  } catch {
    return null;
  }
}

export function savePlayerToken(code: string, token: string) {
  try {
    localStorage.setItem(key(code), JSON.stringify({ token }));
  } catch {
    // Private mode without storage: the game still works, only a reload starts over.
  }
}

export function clearPlayerToken(code: string) {
  try {
    localStorage.removeItem(key(code));
  } catch {
    // Nothing stored.
  }
}
