import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  KahootImportQuery,
  KahootPreview,
  kahootImportResponse,
} from '../../../contracts/interop.contract';
import type { Wire } from '../../../contracts/common';
import { queryKeys } from '../../lib/query-keys';
import { uploadFile } from '../../lib/upload';

const KAHOOT = '/api/quizzes/import/kahoot';

/** What the sheet would become (questions, rows left out), saving nothing. */
export const usePreviewKahoot = () =>
  useMutation({ mutationFn: (file: File) => uploadFile<KahootPreview>(`${KAHOOT}/preview`, file) });

/** The good rows as a new quiz; the quiz list refreshes. */
export function useImportKahoot() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ file, fields }: { file: File; fields: KahootImportQuery }) =>
      uploadFile<Wire<typeof kahootImportResponse>>(
        `${KAHOOT}?${new URLSearchParams(fields as Record<string, string>)}`,
        file,
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.quizzes.list }),
  });
}
