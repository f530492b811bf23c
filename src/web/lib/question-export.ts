import {
  QUESTION_EXPORT_FORMATS,
  type QuestionExportFormat,
} from '../../contracts/interop.contract';
import { apiRequest } from './api-client';
import { saveDownload } from './save-download';

export { QUESTION_EXPORT_FORMATS, type QuestionExportFormat };

/** GET /api/{assessments|quizzes}/:id/export/:format, saved under the server's file name. */
export async function exportQuestions(
  kind: 'assessments' | 'quizzes',
  id: number,
  format: QuestionExportFormat,
) {
  const res = await apiRequest('GET', `/api/${kind}/${id}/export/${format}`);
  const ext = QUESTION_EXPORT_FORMATS.find((f) => f.format === format)!.ext;
  await saveDownload(res, `questions.${ext}`);
}
