import type { Assessment } from '../../../contracts/assessments.contract';
import type { QuestionInput } from '../../../contracts/questions.contract';
import { capitalize, gradeLabel, countOf } from '../../lib/format';

type Printable = Pick<
  Assessment,
  'title' | 'description' | 'subject' | 'grade' | 'type' | 'maxScore' | 'timeLimit'
> & { questions: { items: readonly QuestionInput[] } };

const letter = (i: number) => String.fromCharCode(65 + i);
const pointsLabel = (p: number) => countOf(p, 'point');

function studentQuestion(q: QuestionInput, n: number): string {
  const head = `**${n}. ${q.prompt}** _(${pointsLabel(q.points ?? 1)})_`;
  if (q.type === 'multiple_choice')
    return [head, (q.choices ?? []).map((c, i) => `- ${letter(i)}. ${c}`).join('\n')].join('\n\n');
  if (q.type === 'true_false') return `${head}\n\nCircle one: True / False`;
  return `${head}\n\n${'_'.repeat(60)}\n\n${'_'.repeat(60)}`;
}

function keyLine(q: QuestionInput, n: number): string {
  const choice = q.type === 'multiple_choice' ? (q.choices ?? []).indexOf(q.answer) : -1;
  const answer = choice >= 0 ? `${letter(choice)}. ${q.answer}` : capitalize(q.answer);
  const explanation = q.explanation ? ` (${q.explanation})` : '';
  const note = q.type === 'short_answer' ? ' _(model answer; grade against it)_' : '';
  return `${n}. **${answer}**${note}${explanation} _(${pointsLabel(q.points ?? 1)})_`;
}

/**
 * The assessment as a printable document: the student copy has name and date lines and no
 * answers (students circle a letter or write on the lines); the answer key lists each question's answer, for the teacher.
 */
export function assessmentToMarkdown(a: Printable, version: 'student' | 'key'): string {
  const facts = [
    capitalize(a.type),
    a.subject,
    gradeLabel(a.grade),
    `${a.maxScore} points`,
    a.timeLimit ? `${a.timeLimit} minutes` : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const items = a.questions.items;
  const body =
    items.length === 0
      ? ['_This assessment has no questions yet._']
      : version === 'student'
        ? items.map((q, i) => studentQuestion(q, i + 1))
        : ['## Answer Key', items.map((q, i) => keyLine(q, i + 1)).join('\n')];
  return [
    `# ${a.title}${version === 'key' ? ' (Answer Key)' : ''}`,
    facts,
    version === 'student' ? `Name: ${'_'.repeat(30)}   Date: ${'_'.repeat(15)}` : '',
    a.description,
    ...body,
  ]
    .filter(Boolean)
    .join('\n\n');
}
