import { AlertCircle } from 'lucide-react';

export default function NotFoundPage() {
  return (
    <main className="flex min-h-[60vh] items-center justify-center p-4">
      <div className="w-full max-w-md rounded-xl border bg-card p-6 shadow-sm">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <AlertCircle className="size-8 text-destructive" aria-hidden="true" /> 404 Page Not Found
        </h1>
        <p className="mt-4 text-sm text-muted-foreground">
          Did you forget to add the page to the router?
        </p>
      </div>
    </main>
  );
}
