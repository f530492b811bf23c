import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';
import { Toaster } from '../components/ui/toast';

/** `client`: one made already (the server's render, the browser's with the server's answers). */
export function Providers({
  children,
  client: given,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  const [client] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
