import { GRADES } from '../../../contracts/constants';
import { ON_TARGET_WITHIN, gradeNumber } from '../reading-level';
import { BANK } from './bank/index';
import { BAND_OF } from './bank/match';
import { gradeBand } from './bloom';
import { KNOWLEDGE } from './knowledge/index';
import { bankQuestionLevel, notesLevel } from './text-levels';

interface GradeShare {
  grade: string;
  /** Texts the engine can give at this grade that are long enough to measure. */
  texts: number;
  onTarget: number;
  /** Mean measured grade of those texts. */
  mean: number;
}

/**
 * For each grade, the built-in texts the engine can give there (bank questions of its band,
 * topic notes written for its band or for all) and the share reading within one grade of it:
 * the README's figure (issue 34 item 1), printed by scripts/reading-levels-builtin.ts.
 */
export function builtinShares(): GradeShare[] {
  return GRADES.map((grade) => {
    const band = BAND_OF[gradeBand(grade)];
    const levels = [
      ...Object.values(BANK).flatMap((bank) => bank[band].map(bankQuestionLevel)),
      ...Object.values(KNOWLEDGE)
        .flat()
        .filter((n) => !n.bands || n.bands.includes(band))
        .map(notesLevel),
    ].filter((l): l is number => l !== undefined);
    const target = gradeNumber(grade);
    const onTarget = levels.filter((l) => Math.abs(l - target) <= ON_TARGET_WITHIN).length;
    const mean = levels.reduce((a, b) => a + b, 0) / Math.max(1, levels.length);
    return { grade, texts: levels.length, onTarget, mean: Math.round(mean * 10) / 10 };
  });
}

/** The figures as a Markdown table. */
export const sharesTable = (shares: readonly GradeShare[]) =>
  [
    '| Grade | Texts measured | On target (within 1 grade) | Mean grade |',
    '| --- | --- | --- | --- |',
    ...shares.map(
      (s) =>
        `| ${s.grade} | ${s.texts} | ${s.onTarget} (${Math.round((s.onTarget / Math.max(1, s.texts)) * 100)}%) | ${s.mean} |`,
    ),
  ].join('\n');
