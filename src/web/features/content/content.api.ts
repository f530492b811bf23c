import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { generateContentResponse, type generateContentBody } from '../../../contracts/ai.contract';
import { fetchJson } from '../../lib/api-client';
import { useRelevel } from '../../lib/relevel';
import { queryKeys } from '../../lib/query-keys';

export type ContentRequest = z.input<typeof generateContentBody>;
export type GeneratedContent = z.output<typeof generateContentResponse>;

/** POST /api/ai/generate-content; a generation changes the plan's remaining count. */
export function useGenerateContent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: ContentRequest) =>
      generateContentResponse.parse(await fetchJson('POST', '/api/ai/generate-content', body)),
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.subscription }),
  });
}

/** POST /api/ai/relevel: "Make easier" / "Make harder" on the generated text (issue 34). */
export const useRelevelContent = useRelevel;
