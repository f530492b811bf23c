import { BANDS, type BankQuestion, type SubjectBank } from './types';

/** Smallest number of questions per subject and band (issue 15, item 5b). */
export const MIN_PER_BAND = 40;
/** A topic tag worth matching gives a short quiz on its own. */
export const MIN_PER_TOPIC = 4;

const TAG = /^[a-z0-9][a-z0-9 '-]*[a-z0-9]$/;

function problemsWith(q: BankQuestion): string[] {
  const out: string[] = [];
  if (q.topics.length === 0) out.push('no topic');
  for (const t of q.topics) if (!TAG.test(t)) out.push(`tag "${t}" is not lower-case words`);
  if (q.prompt.trim().length < 10 || q.prompt.length > 300) out.push('prompt length');
  if (!q.explanation.trim() || q.explanation.length > 400) out.push('explanation length');
  if (q.type === 'multiple_choice') {
    const options = [q.answer, ...(q.distractors ?? [])].map((o) => o.trim().toLowerCase());
    if (q.distractors?.length !== 3) out.push('needs three distractors');
    if (new Set(options).size !== options.length) out.push('options repeat');
    if (options.some((o) => !o || o.length > 120)) out.push('option length');
  } else {
    if (q.distractors?.length) out.push('distractors on a non-choice question');
    if (q.type === 'true_false' && q.answer !== 'true' && q.answer !== 'false')
      out.push('true/false answer');
    if (q.type === 'short_answer' && (!q.answer.trim() || q.answer.length > 300))
      out.push('model answer length');
  }
  return out;
}

/** Every problem in one subject's bank, as readable lines (empty when it is sound). */
export function validateBank(name: string, bank: SubjectBank): string[] {
  const out: string[] = [];
  const prompts = new Set<string>();
  for (const band of BANDS) {
    const list = bank[band];
    if (list.length < MIN_PER_BAND) out.push(`${name} ${band}: ${list.length} questions`);
    const perTopic = new Map<string, number>();
    list.forEach((q, i) => {
      for (const p of problemsWith(q)) out.push(`${name} ${band} #${i + 1}: ${p}`);
      const key = q.prompt.trim().toLowerCase();
      if (prompts.has(key)) out.push(`${name} ${band} #${i + 1}: prompt repeats`);
      prompts.add(key);
      perTopic.set(q.topics[0]!, (perTopic.get(q.topics[0]!) ?? 0) + 1);
    });
    for (const [topic, n] of perTopic)
      if (n < MIN_PER_TOPIC) out.push(`${name} ${band}: topic "${topic}" leads only ${n}`);
    const kinds = new Set(list.map((q) => q.type));
    if (kinds.size < 3) out.push(`${name} ${band}: not all three question types`);
  }
  return out;
}
