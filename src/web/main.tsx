import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import './styles.css';
import { applyTheme, readTheme } from './lib/theme';
import { App } from './app/app';

// CSP forbids inline scripts, so the theme class is set here, before the first render.
applyTheme(readTheme());
// The CSP forbids eval; without this zod probes `new Function` and the browser reports a violation.
z.config({ jitless: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
