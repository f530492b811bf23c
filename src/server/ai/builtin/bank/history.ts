import type { SubjectBank } from './types';

// Placeholder until the subject's questions are written.
export const history: SubjectBank = { 'K-2': [], '3-5': [], '6-8': [], '9-12': [] };
