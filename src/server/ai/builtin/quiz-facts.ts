import {
  cachedBySubject,
  FACTS_SUBJECTS,
  readDataFile,
  subjectFactsSchema,
} from './offline-data/offline-data';
import type { TopicChoiceItem } from './topic-questions';

const load = cachedBySubject((subject) => readDataFile('facts', subject, subjectFactsSchema).facts);

/**
 * Well-known facts per subject for quiz questions the built-in engine cannot compute, stated as
 * a school textbook would; every one is still flagged for the teacher to review (the engine
 * cannot check a fact the way it checks a sum). Read from offline-data/facts/<subject>.json the
 * first time a subject is asked for (issue 33 item 5); none for a subject without a file.
 */
export function subjectFacts(subject: string): readonly TopicChoiceItem[] {
  return (FACTS_SUBJECTS as readonly string[]).includes(subject) ? load(subject) : [];
}
