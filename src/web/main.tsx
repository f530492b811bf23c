// First, before any module that could build a zod schema.
import './zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { applyTheme, readTheme } from './lib/theme';
import { App } from './app/app';

// CSP forbids inline scripts, so the theme class is set here, before the first render.
applyTheme(readTheme());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
