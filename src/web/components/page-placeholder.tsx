import { Construction } from 'lucide-react';

/** Honest empty state for pages whose feature is still being built by another issue. */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{title}</h1>
      <div className="flex flex-col items-center rounded-xl border border-dashed p-12 text-center">
        <Construction className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="mt-4 font-medium">This page is being built.</p>
        <p className="mt-1 text-sm text-muted-foreground">
          It will appear here in an upcoming release.
        </p>
      </div>
    </div>
  );
}
