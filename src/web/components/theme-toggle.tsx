import { Monitor, Moon, Sun } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { readTheme, serverTheme, storeTheme, subscribeTheme, type Theme } from '../lib/theme';
import { Button } from './ui/button';

const next: Record<Theme, Theme> = { light: 'dark', dark: 'system', system: 'light' };
const icons = { light: Sun, dark: Moon, system: Monitor };

/** Cycles light → dark → system; the choice is kept in localStorage. */
export function ThemeToggle() {
  // The page itself was themed before paint (index.html's script); only this icon waits for
  // hydration, which must first draw what the server drew.
  const theme = useSyncExternalStore(subscribeTheme, readTheme, serverTheme);
  const Icon = icons[theme];
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Theme: ${theme}. Switch to ${next[theme]}`}
      data-testid="theme-toggle"
      onClick={() => {
        storeTheme(next[theme]);
      }}
    >
      <Icon className="size-5" />
    </Button>
  );
}
