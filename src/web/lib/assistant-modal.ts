import { useSyncExternalStore } from 'react';

/**
 * Opens the live assistant modal from anywhere (landing page, dashboard, top bar) without those
 * features importing the avatar feature: they call openAssistant(), the app mounts the modal.
 */
let open = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function openAssistant() {
  open = true;
  emit();
}
export function setAssistantOpen(next: boolean) {
  open = next;
  emit();
}
export function useAssistantOpen() {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => open,
    // Closed on the server (entry-server.tsx) and so at hydration.
    () => false,
  );
}
