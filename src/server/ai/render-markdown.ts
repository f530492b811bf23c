import type { GeneratedAssessment, LessonPlan } from '../../contracts/ai.contract';

/**
 * Markdown of engine results, stored as lesson content and assessment generatedContent. No
 * top-level title: the pages and exports show the record's own title as the one h1.
 */

const list = (items: readonly string[]) => items.map((i) => `- ${i}`).join('\n');

/**
 * `fields: true` leaves out the objectives and materials: a saved lesson keeps those in its own
 * fields, which the page and exports show, so the body never holds a second, stale copy.
 */
export function lessonPlanMarkdown(plan: LessonPlan, options: { fields?: boolean } = {}): string {
  const total = plan.phases.reduce((s, p) => s + p.minutes, 0);
  const lists = options.fields
    ? []
    : [
        '## Learning Objectives',
        list(plan.objectives),
        '## Materials',
        plan.materials.length > 0 ? list(plan.materials) : '- None needed',
      ];
  return [
    plan.overview,
    ...lists,
    `## Lesson Sequence (${total} minutes)`,
    // One block: blank lines between rows would break the table into paragraphs.
    [
      '| Phase | Minutes |',
      '|---|---|',
      ...plan.phases.map((p) => `| ${p.name} | ${p.minutes} |`),
    ].join('\n'),
    ...plan.phases.flatMap((p) => [`### ${p.name} (${p.minutes} min)`, list(p.activities)]),
    '## Differentiation',
    `- **Visual learners:** ${plan.differentiation.visual}`,
    `- **Auditory learners:** ${plan.differentiation.auditory}`,
    `- **Kinesthetic learners:** ${plan.differentiation.kinesthetic}`,
    `- **Reading/writing learners:** ${plan.differentiation.reading}`,
    '## Checks for Understanding',
    list(plan.checksForUnderstanding),
    '## Homework',
    plan.homework,
  ].join('\n\n');
}

const TYPE_LABEL = {
  multiple_choice: 'Multiple choice',
  true_false: 'True or false',
  short_answer: 'Short answer',
} as const;

export function assessmentMarkdown(a: GeneratedAssessment): string {
  const questions = a.questions.map((q, i) => {
    const head = `**${i + 1}. ${q.prompt}** _(${TYPE_LABEL[q.type]}, ${q.points} ${q.points === 1 ? 'point' : 'points'})_`;
    const choices =
      q.type === 'multiple_choice'
        ? q.choices.map((c, j) => `   ${String.fromCharCode(65 + j)}. ${c}`).join('\n')
        : '';
    const review = q.needsReview ? '\n\n   _Check this question before use._' : '';
    return [head, choices].filter(Boolean).join('\n\n') + review;
  });
  const key = a.questions.map(
    (q, i) => `${i + 1}. ${q.answer}${q.explanation ? ` (${q.explanation})` : ''}`,
  );
  return [a.description, '## Questions', ...questions, '## Answer Key', key.join('\n')]
    .filter((s) => s !== '')
    .join('\n\n');
}
