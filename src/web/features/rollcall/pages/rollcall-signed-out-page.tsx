import { Lock } from 'lucide-react';
import { ROLLCALL_MESSAGES as M } from '../../../../contracts/rollcall.contract';
import { buttonClass } from '../../../components/ui/button';

/** Spec 2: signed-out visitors of /rollcall see a sign-in prompt instead of being redirected. */
export default function RollCallSignedOutPage() {
  return (
    <main className="flex min-h-[60vh] items-center justify-center p-4">
      <div className="w-full max-w-md rounded-xl border bg-card p-6 text-center shadow-sm">
        <Lock className="mx-auto size-8 text-primary" aria-hidden="true" />
        <h1 className="mt-3 text-xl font-bold">RollCall AI</h1>
        <p className="mt-4 font-semibold">{M.authRequiredTitle}</p>
        <p className="mt-1 text-sm text-muted-foreground">{M.authRequired}</p>
        <a href="/api/login?next=%2Frollcall" className={`${buttonClass()} mt-6`}>
          Sign In
        </a>
      </div>
    </main>
  );
}
