import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GRADES, SUBJECTS } from '../../../../contracts/constants';
import { offlineAnswer, type OfflineResult } from '../offline-answer';
import { canonicalWords } from '../topic-catalogue';

/**
 * The offline assistant against the labelled teacher prompts in prompts.json (issue 33 item 5).
 * Each reply is a correct answer (every labelled field honoured, and shown in the text), an
 * honest reply (correct when honest was expected, a miss when an answer was), or confidently
 * wrong: an answer whose kind, grade, subject, topic, count or kept words differ from the label,
 * or any answer where honest was expected. One confidently wrong reply fails the suite.
 */
const KINDS = [
  'lesson',
  'quiz',
  'worksheet',
  'parent-letter',
  'behaviour',
  'differentiation',
  'support',
  'explain',
  'ideas',
  'practice',
  'greeting',
  'other',
] as const;
/** Kinds with a form the honest reply must offer. */
const FORM_PATH: Partial<Record<(typeof KINDS)[number], RegExp>> = {
  lesson: /^\/lessons\?create=ai/,
  quiz: /^\/assessments\?create=ai/,
  worksheet: /^\/content\?type=worksheet/,
  'parent-letter': /^\/ai-chat\?template=parent-communication$/,
  behaviour: /^\/ai-chat\?template=behavior$/,
  differentiation: /^\/ai-chat\?template=differentiation$/,
};

const label = z.discriminatedUnion('expect', [
  z.strictObject({
    prompt: z.string().min(1),
    expect: z.literal('answer'),
    kind: z.enum(KINDS),
    grade: z.enum(GRADES).optional(),
    subject: z.enum(SUBJECTS).optional(),
    topic: z.string().optional(),
    count: z.number().int().optional(),
    minutes: z.number().int().optional(),
    mustContain: z.array(z.string()).optional(),
  }),
  z.strictObject({
    prompt: z.string().min(1),
    expect: z.literal('honest'),
    kind: z.enum(KINDS).optional(),
  }),
]);
type Label = z.infer<typeof label>;

const labelled = z
  .strictObject({ $comment: z.string(), prompts: z.array(label).min(150) })
  .parse(JSON.parse(readFileSync(new URL('./prompts.json', import.meta.url), 'utf8'))).prompts;

const sameTopic = (a: string, b: string) => {
  const x = new Set(canonicalWords(a));
  const y = new Set(canonicalWords(b));
  return x.size === y.size && [...x].every((w) => y.has(w));
};
const gradeText = (g: string) => (g === 'K' ? 'Kindergarten' : `Grade ${g}`);

/** Why an answer does not match its label; empty when it does. */
function mismatches(l: Label & { expect: 'answer' }, r: OfflineResult & { outcome: 'answer' }) {
  const out: string[] = [];
  const f = r.fields;
  if (r.kind !== l.kind) out.push(`kind ${r.kind}, not ${l.kind}`);
  if (f.grade !== l.grade) out.push(`grade ${f.grade}, not ${l.grade}`);
  if (l.grade && !r.text.includes(gradeText(l.grade))) out.push(`text lacks ${gradeText(l.grade)}`);
  if (l.subject && f.subject !== l.subject) out.push(`subject ${f.subject}, not ${l.subject}`);
  if ((l.topic ?? '') !== '' && !(f.topic && sameTopic(f.topic, l.topic!)))
    out.push(`topic "${f.topic}", not "${l.topic}"`);
  if (l.topic && !r.text.toLowerCase().includes(l.topic.toLowerCase()))
    out.push(`text lacks the topic "${l.topic}"`);
  if (f.count !== l.count) out.push(`count ${f.count}, not ${l.count}`);
  if (
    l.count &&
    (l.kind === 'quiz' || l.kind === 'worksheet') &&
    !r.text.includes(`${l.count}-question`)
  )
    out.push(`text is not a ${l.count}-question draft`);
  if (l.count && l.kind === 'ideas' && (r.text.match(/^\d+\. /gm) ?? []).length !== l.count)
    out.push(`not ${l.count} ideas`);
  if (f.minutes !== l.minutes) out.push(`minutes ${f.minutes}, not ${l.minutes}`);
  if (l.minutes && !r.text.includes(`${l.minutes}-minute`))
    out.push(`text is not ${l.minutes} minutes`);
  for (const must of l.mustContain ?? [])
    if (!(
      r.text.includes(must) ||
      (must === must.toLowerCase() && r.text.toLowerCase().includes(must))
    ))
      out.push(`text lacks "${must}"`);
  return out;
}

/** An honest reply offers the labelled kind's form, and no other kind's. */
function wrongForm(l: Label, r: OfflineResult & { outcome: 'honest' }) {
  const forms = r.forms.map((f) => f.href).filter((h) => !h.startsWith('/admin'));
  const want = l.kind ? FORM_PATH[l.kind] : undefined;
  if (want)
    return forms.some((h) => want.test(h)) && forms.length === 1 ? '' : `forms ${forms.join(' ')}`;
  return forms.length === 0 ? '' : `offers ${forms.join(' ')} for ${l.kind ?? 'no kind'}`;
}

describe('the offline assistant on the labelled teacher prompts', () => {
  it('is never confidently wrong, and reports its accuracy', () => {
    const wrong: string[] = [];
    const missed: string[] = [];
    let answered = 0;
    let honestRight = 0;
    for (const l of labelled) {
      const r = offlineAnswer([{ role: 'user', content: l.prompt }]);
      if (l.expect === 'answer') {
        if (r.outcome === 'honest') {
          missed.push(`${l.prompt} -> honest: ${r.reasons.join(' ')}`);
          continue;
        }
        const why = mismatches(l, r);
        if (why.length) wrong.push(`${l.prompt} -> ${why.join('; ')}`);
        else answered += 1;
      } else if (r.outcome === 'answer') {
        wrong.push(`${l.prompt} -> answered (${r.kind}) where honest was expected`);
      } else {
        const why = wrongForm(l, r);
        if (why) wrong.push(`${l.prompt} -> honest, but ${why}`);
        else honestRight += 1;
      }
    }
    const total = labelled.length;
    const wantAnswer = labelled.filter((l) => l.expect === 'answer').length;
    const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)}%`;
    process.stdout.write(
      [
        `Offline assistant on ${total} labelled prompts:`,
        `  correct: ${answered + honestRight} (${pct(answered + honestRight, total)})`,
        `  answered as asked: ${answered} of ${wantAnswer} that expect an answer (${pct(answered, wantAnswer)})`,
        `  honest where honest was expected: ${honestRight} of ${total - wantAnswer}`,
        `  honest where an answer was expected (missed): ${missed.length}`,
        `  confidently wrong: ${wrong.length}`,
        ...(process.env.EVAL_VERBOSE ? ['Missed:', ...missed.map((m) => `  ${m}`)] : []),
      ].join('\n') + '\n',
    );
    expect(wrong).toEqual([]);
  });
});
