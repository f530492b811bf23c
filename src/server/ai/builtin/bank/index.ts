import { SUBJECTS } from '../../../../contracts/constants';
import { cachedBySubject, readDataFile, subjectBankSchema } from '../offline-data/offline-data';
import type { SubjectBank } from './types';

const load = cachedBySubject(
  (subject) => readDataFile('bank', subject, subjectBankSchema).bands as SubjectBank,
);

/**
 * The question bank, keyed by the spec's subject names. Each subject is read from
 * offline-data/bank/<subject>.json the first time it is used (a getter), not at start-up.
 */
export const BANK: Readonly<Record<string, SubjectBank>> = Object.defineProperties(
  {},
  Object.fromEntries(SUBJECTS.map((s) => [s, { enumerable: true, get: () => load(s) }])),
);
