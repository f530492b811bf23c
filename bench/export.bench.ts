// Export speed and size: a built-in 45-minute lesson plan as PDF (DejaVu subset embedded)
// and as Word, the files a teacher downloads from a lesson page.
import { generateLessonBody } from '../src/contracts/ai.contract';
import { createBuiltinEngine } from '../src/server/ai/builtin/builtin-engine';
import { markdownBlocks } from '../src/server/features/export/export.blocks';
import { lessonPlanMarkdown } from '../src/server/ai/render-markdown';
import { docxOf } from '../src/server/features/export/export.docx';
import { pdfOf } from '../src/server/features/export/export.pdf';
import { summary } from './stats';

const RUNS = 30;
// The pipeline renders an engine's markdown from its checked plan; the bench does the same.
const { plan } = await createBuiltinEngine().generateLesson(
  generateLessonBody.parse({ subject: 'Science', grade: '5', topic: 'Volcanoes' }),
);
const markdown = lessonPlanMarkdown(plan);

for (const [name, write] of [
  ['pdf', pdfOf],
  ['docx', docxOf],
] as const) {
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const t = performance.now();
    size = (await write('Volcanoes', markdownBlocks(markdown))).length;
    times.push(performance.now() - t);
  }
  console.log(
    `export ${name.padEnd(5)} n=${RUNS} ${summary(times)} size=${(size / 1024).toFixed(1)} KB`,
  );
}
