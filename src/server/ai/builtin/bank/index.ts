import type { SubjectBank } from './types';
import { art } from './art';
import { english } from './english';
import { geography } from './geography';
import { history } from './history';
import { mathematics } from './mathematics';
import { physicalEducation } from './physical-education';
import { science } from './science';

/** The bundled bank, keyed by the spec's subject names. */
export const BANK: Readonly<Record<string, SubjectBank>> = {
  Mathematics: mathematics,
  Science: science,
  English: english,
  History: history,
  Geography: geography,
  Art: art,
  'Physical Education': physicalEducation,
};
