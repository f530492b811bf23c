/**
 * index.html's inline script keeps what a person does on a page the server drew before React has
 * that part of it (before the app's script ran, or while a part loads its code): a press on a
 * button is held and made once React has the button; text typed into a field is told to React
 * once it has the field, so the state holds what the field shows. Hydration keeps the server's
 * elements, so the held ones become the app's own. Past the first seconds every element is
 * React's: the app then stops the script. What is still held then is in a part that never
 * hydrated; it is dropped (it answers nothing, as before, and a native press could submit a
 * form and reload the page).
 */
declare global {
  interface Window {
    __chalkwiseHeld?: { stop(): void };
  }
}

/** How long after the app starts a press or typed text may still wait for its part of the page. */
export const HOLD_PRESSES_MS = 10_000;

export function stopHoldingPresses(win: Window = window) {
  const held = win.__chalkwiseHeld;
  if (!held) return;
  win.setTimeout(() => held.stop(), HOLD_PRESSES_MS);
}
