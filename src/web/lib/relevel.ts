import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { generateContentBody } from '../../contracts/ai.contract';
import type { RelevelDirection } from '../../contracts/reading-level.text';
import { fetchJson } from './api-client';
import { queryKeys } from './query-keys';

export type RelevelRequest = z.input<typeof generateContentBody> & {
  text: string;
  direction: RelevelDirection;
};

/**
 * POST /api/ai/relevel: "Make easier" / "Make harder" on any student-facing text (issue 34
 * item 1): generated content, an assessment's question, an avatar video's script. A model's
 * rewrite is a generation, so the plan's remaining count changes.
 */
export function useRelevel() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: RelevelRequest) => {
      // The answer's schema loads with the first rewrite, not with every page that offers one.
      const [{ relevelResponse }, answer] = await Promise.all([
        import('../../contracts/reading-level.contract'),
        fetchJson('POST', '/api/ai/relevel', body),
      ]);
      return relevelResponse.parse(answer);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.subscription }),
  });
}
