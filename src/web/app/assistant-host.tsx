import { lazy, Suspense, useState } from 'react';
import { setAssistantOpen, useAssistantOpen } from '../lib/assistant-modal';

// Loaded on first open: the face, the agent and (when the browser has no voices) the voice.
const AssistantModal = lazy(() => import('../features/avatar/components/assistant-modal'));
// Loaded on Log In: its forms (zod, react-hook-form) would otherwise weigh on every first screen.
const SignInDialog = lazy(() =>
  import('../components/sign-in-dialog').then((m) => ({ default: m.SignInDialog })),
);

/** Mounts the live assistant modal for openAssistant() callers; Log In opens the sign-in dialog. */
export function AssistantHost() {
  const open = useAssistantOpen();
  const [signIn, setSignIn] = useState(false);
  const [loaded, setLoaded] = useState(false);
  if (open && !loaded) setLoaded(true);
  return (
    <>
      {loaded && (
        <Suspense fallback={null}>
          <AssistantModal
            open={open}
            onOpenChange={setAssistantOpen}
            onLogIn={() => setSignIn(true)}
          />
        </Suspense>
      )}
      {signIn && (
        <Suspense fallback={null}>
          <SignInDialog open={signIn} onOpenChange={setSignIn} />
        </Suspense>
      )}
    </>
  );
}
