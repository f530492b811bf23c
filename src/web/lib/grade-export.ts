import { GRADE_EXPORT_FORMATS, type GradeExportFormat } from '../../contracts/interop.contract';
import { apiRequest } from './api-client';
import { saveDownload } from './save-download';

export { GRADE_EXPORT_FORMATS, type GradeExportFormat };

/** Where each grade file comes from: `${base}.${format}` (the server names the file). */
export const gradeFileBase = {
  assessmentResults: (id: number) => `/api/assessments/${id}/results`,
  classGradebook: (id: number) => `/api/classes/${id}/gradebook`,
};

/** GET `${base}.csv` or `.xlsx`, saved under the server's file name. */
export async function downloadGrades(base: string, format: GradeExportFormat) {
  const res = await apiRequest('GET', `${base}.${format}`);
  await saveDownload(res, `grades.${format}`);
}
