import { LogOut } from 'lucide-react';
import { PROFILE_MESSAGES as M } from '../../../../contracts/auth.contract';
import { Logo } from '../../../components/brand/logo';
import { ThemeToggle } from '../../../components/theme-toggle';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useAuth } from '../../../lib/auth';
import { signOut } from '../../../lib/sign-out';
import { ChangePasswordForm } from '../components/change-password-form';

/**
 * All the app shows after signing in with a temporary password from an administrator: the
 * server answers nothing else until the password is changed (auth.password_change_required).
 */
export default function PasswordRequiredPage() {
  const { user } = useAuth();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="flex h-14 items-center gap-2 border-b bg-card px-3">
        <Logo className="size-8 shrink-0" />
        <span className="flex-1 text-lg font-bold">Chalkwise</span>
        <ThemeToggle />
        <Button variant="outline" size="sm" onClick={() => void signOut()}>
          <LogOut className="size-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Logout</span>
        </Button>
      </header>
      <main className="flex flex-1 items-start justify-center p-4 sm:items-center">
        <Card className="w-full max-w-md">
          <h1 className="text-xl font-bold">Choose a new password</h1>
          <p className="mt-2 mb-4 text-sm text-muted-foreground [overflow-wrap:anywhere]">
            {M.passwordChangeRequired}
            {user ? ` You are signed in as ${user.username}.` : ''}
          </p>
          <ChangePasswordForm currentLabel="Temporary password" submitLabel="Save new password" />
        </Card>
      </main>
    </div>
  );
}
