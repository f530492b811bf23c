import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { generateContentResponse, type generateContentBody } from '../../../contracts/ai.contract';
import { apiRequest } from '../../lib/api-client';

export type ContentRequest = z.input<typeof generateContentBody>;
export type GeneratedContent = z.output<typeof generateContentResponse>;

/** POST /api/ai/generate-content; a generation changes the plan's remaining count. */
export function useGenerateContent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: ContentRequest) =>
      generateContentResponse.parse(
        await (await apiRequest('POST', '/api/ai/generate-content', body)).json(),
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: ['/api/subscription/info'] }),
  });
}
