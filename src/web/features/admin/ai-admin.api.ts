import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AiStatus,
  CatalogEntry,
  Connection,
  ConnectionBody,
  ConnectionModels,
  ConnectionPatch,
  ConnectionsResponse,
  EngineChoice,
  ModelsResponse,
  OllamaResponse,
  TestResult,
} from '../../../contracts/ai-admin.contract';
import { AI_ADMIN_MESSAGES as M } from '../../../contracts/ai-admin.contract';
import { apiRequest, fetchJson, serverMessage } from '../../lib/api-client';
import { toast, toastError } from '../../components/ui/toast';
import { queryKeys } from '../../lib/query-keys';

const {
  aiStatus: STATUS,
  aiModels: MODELS,
  aiOllama: OLLAMA,
  aiConnections: CONNECTIONS,
} = queryKeys.admin;

export const useAiStatus = () => useQuery<AiStatus>({ queryKey: STATUS });

/** Polled every second while a model downloads: that is the progress bar's feed. */
export const useAiModels = () =>
  useQuery<ModelsResponse>({
    queryKey: MODELS,
    refetchInterval: (query) =>
      query.state.data?.models.some((m) => m.state === 'downloading') ? 1000 : false,
  });

export const useOllamaModels = () => useQuery<OllamaResponse>({ queryKey: OLLAMA });

/** A model action: the list refreshes after it, and a refusal stays on the model's card. */
function useModelAction(method: 'POST' | 'DELETE', path: (id: string) => string, done?: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => fetchJson<CatalogEntry>(method, path(id)),
    onSuccess: () => {
      if (done) toast({ title: done });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: MODELS }),
  });
}

export const useStartDownload = () =>
  useModelAction('POST', (id) => `/api/admin/ai/models/${encodeURIComponent(id)}/download`);
export const useCancelDownload = () =>
  useModelAction(
    'DELETE',
    (id) => `/api/admin/ai/models/${encodeURIComponent(id)}/download`,
    M.cancelled,
  );
export const useDeleteModel = () =>
  useModelAction('DELETE', (id) => `/api/admin/ai/models/${encodeURIComponent(id)}`, M.deleted);

export const useChooseEngine = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (choice: EngineChoice) =>
      fetchJson<AiStatus>('PUT', '/api/admin/ai/engine', choice),
    onSuccess: (status) => {
      qc.setQueryData(STATUS, status);
      toast({ title: M.saved });
    },
    onError: (error) => toastError(M.saveFailed, serverMessage(error)),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: MODELS }),
        qc.invalidateQueries({ queryKey: CONNECTIONS }),
        qc.invalidateQueries({ queryKey: queryKeys.admin.usage }),
        qc.invalidateQueries({ queryKey: queryKeys.publicConfig }),
      ]),
  });
};

export const useTestEngine = () =>
  useMutation({ mutationFn: () => fetchJson<TestResult>('POST', '/api/admin/ai/test') });

export const useConnections = () => useQuery<ConnectionsResponse>({ queryKey: CONNECTIONS });

const connectionUrl = (id: number) => `/api/admin/ai/connections/${id}`;

export const useAddConnection = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ConnectionBody) =>
      fetchJson<Connection>('POST', '/api/admin/ai/connections', body),
    onSuccess: () => toast({ title: M.connectionSaved }),
    onSettled: () => qc.invalidateQueries({ queryKey: CONNECTIONS }),
  });
};

/** A change to a connection's name, address or key; its kind and chosen model stay. */
export const useUpdateConnection = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: ConnectionPatch }) =>
      fetchJson<Connection>('PATCH', connectionUrl(id), patch),
    onSuccess: () => toast({ title: M.connectionSaved }),
    onSettled: () => qc.invalidateQueries({ queryKey: CONNECTIONS }),
  });
};

export const useDeleteConnection = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', connectionUrl(id));
    },
    onSuccess: () => toast({ title: M.connectionDeleted }),
    onError: (error) => toastError('The connection was not deleted', serverMessage(error)),
    onSettled: () => qc.invalidateQueries({ queryKey: CONNECTIONS }),
  });
};

/** Asked of the connection's server when the administrator presses Models, not before. */
export const useConnectionModels = () =>
  useMutation({
    mutationFn: (id: number) => fetchJson<ConnectionModels>('GET', `${connectionUrl(id)}/models`),
  });

export const useTestConnection = () =>
  useMutation({
    mutationFn: ({ id, model }: { id: number; model: string }) =>
      fetchJson<TestResult>('POST', `${connectionUrl(id)}/test`, { model }),
  });
