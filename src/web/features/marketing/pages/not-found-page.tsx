import { AlertCircle, Home } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth';

export default function NotFoundPage() {
  const { isAuthenticated } = useAuth();
  return (
    <main className="flex min-h-[60vh] items-center justify-center p-4">
      <div className="w-full max-w-md rounded-xl border bg-card p-6 shadow-sm">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <AlertCircle className="size-8 text-destructive" aria-hidden="true" /> 404 Page Not Found
        </h1>
        <p className="mt-4 text-sm text-muted-foreground">
          Did you forget to add the page to the router?
        </p>
        {/* A way back: the dashboard for a signed-in teacher, the home page for anyone else. */}
        <Link href="/" className={`${buttonClass()} mt-6`}>
          <Home className="size-4" aria-hidden="true" />
          {isAuthenticated ? 'Go to the dashboard' : 'Go to the home page'}
        </Link>
      </div>
    </main>
  );
}
