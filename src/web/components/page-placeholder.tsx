import { Construction } from 'lucide-react';
import { EmptyState } from './empty-state';

/** Honest empty state for pages whose feature is still being built by another issue. */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{title}</h1>
      <EmptyState
        icon={Construction}
        title="This page is being built."
        hint="It will appear here in an upcoming release."
      />
    </div>
  );
}
