import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button, buttonClass } from '../components/ui/button';
import { useAuth } from '../lib/auth';
import { signOut } from '../lib/sign-out';

/**
 * Where GET /api/logout lands: a link (the spec's navigation target, or one planted on another
 * site) asks first, and only the button's POST ends the session.
 */
export default function SignOutPage() {
  const { isAuthenticated, isLoading } = useAuth();
  const [pending, setPending] = useState(false);
  return (
    <main className="flex min-h-[60vh] items-center justify-center p-4">
      <div className="w-full max-w-sm rounded-xl border bg-card p-6 text-center shadow-sm">
        <LogOut className="mx-auto size-8 text-primary" aria-hidden="true" />
        {isLoading ? null : isAuthenticated ? (
          <>
            <h1 className="mt-3 text-xl font-bold">Sign out of Chalkwise?</h1>
            <div className="mt-6 flex justify-center gap-3">
              <Link href="/" className={buttonClass('outline')}>
                Stay signed in
              </Link>
              <Button
                disabled={pending}
                onClick={() => {
                  setPending(true);
                  void signOut();
                }}
              >
                {pending ? 'Signing out...' : 'Sign out'}
              </Button>
            </div>
          </>
        ) : (
          <>
            <h1 className="mt-3 text-xl font-bold">You are signed out.</h1>
            <Link href="/" className={`${buttonClass()} mt-6`}>
              Go to the home page
            </Link>
          </>
        )}
      </div>
    </main>
  );
}
