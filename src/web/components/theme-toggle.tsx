import { Monitor, Moon, Sun } from 'lucide-react';
import { useState } from 'react';
import { readTheme, storeTheme, type Theme } from '../lib/theme';
import { Button } from './ui/button';

const next: Record<Theme, Theme> = { light: 'dark', dark: 'system', system: 'light' };
const icons = { light: Sun, dark: Moon, system: Monitor };

/** Cycles light → dark → system; the choice is kept in localStorage. */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(readTheme);
  const Icon = icons[theme];
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Theme: ${theme}. Switch to ${next[theme]}`}
      data-testid="theme-toggle"
      onClick={() => {
        storeTheme(next[theme]);
        setTheme(next[theme]);
      }}
    >
      <Icon className="size-5" />
    </Button>
  );
}
