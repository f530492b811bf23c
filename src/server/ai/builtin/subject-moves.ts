import { readJson, singleFileUrl, subjectMovesSchema } from './offline-data/offline-data';
import { toAdd } from './topic-material';

/**
 * What a good lesson in each subject does at each step, for topics the engine has no notes on.
 * The teacher's topic only ever follows "on" (a noun slot), so no topic can make a sentence
 * ungrammatical ("showing how sonnets works"); the topic-specific part is a marked place.
 * The wording lives in offline-data/subject-moves.json (issue 33 item 5), read when first used.
 */
interface SubjectMoves {
  hook: (topic: string) => string;
  model: (topic: string) => string;
  material: string[];
  homework: (topic: string) => string;
}

/** {add:...} becomes the teacher's marked place first, then {topic} the topic (which may hold braces). */
const fill = (template: string) => (topic: string) =>
  template
    .replace(/\{add:((?:[^{}]|\{topic\})*)\}/g, (_, what: string) => toAdd(what))
    .replaceAll('{topic}', () => topic);

let moves: Record<string, SubjectMoves> | undefined;

/** The subject's moves; Science's for a subject the file does not name. */
export function subjectMoves(subject: string): SubjectMoves {
  moves ??= Object.fromEntries(
    Object.entries(readJson(singleFileUrl('subject-moves.json'), subjectMovesSchema).subjects).map(
      ([name, m]) => [
        name,
        {
          hook: fill(m.hook),
          model: fill(m.model),
          material: m.material,
          homework: fill(m.homework),
        },
      ],
    ),
  );
  return moves[subject] ?? moves.Science!;
}
