export type Theme = 'light' | 'dark' | 'system';
const KEY = 'chalkwise-theme';

export function readTheme(): Theme {
  const v = localStorage.getItem(KEY);
  return v === 'light' || v === 'dark' ? v : 'system';
}

function applyTheme(theme: Theme) {
  const dark =
    theme === 'dark' ||
    (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

/** For useSyncExternalStore: a change here (storeTheme) or in another tab (storage). */
export function subscribeTheme(onChange: () => void) {
  window.addEventListener('chalkwise-theme', onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener('chalkwise-theme', onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** What the server draws (it cannot see the choice): hydration starts from it, then corrects. */
export const serverTheme = (): Theme => 'system';

export function storeTheme(theme: Theme) {
  if (theme === 'system') localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, theme);
  applyTheme(theme);
  window.dispatchEvent(new Event('chalkwise-theme'));
}
