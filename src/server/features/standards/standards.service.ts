import {
  STANDARD_SETS,
  STANDARDS_MESSAGES,
  type StandardRef,
  type StandardsQuery,
} from '../../../contracts/standards.contract';
import {
  findStandard,
  resolveCodes,
  searchStandards,
} from '../../ai/standards/standards-catalogue';
import { httpErrors } from '../../platform/http/app-error';

/**
 * The standards catalogue for the picker (issue 34 item 2): the same data the AI engines choose
 * from. It holds no teacher data, so nothing here is scoped by owner; the route still asks for a
 * signed-in teacher.
 */
export function createStandardsService() {
  return {
    page(query: StandardsQuery) {
      const offset = query.cursor ? Number(query.cursor) : 0;
      const { items, more } = searchStandards({
        subject: query.subject,
        grade: query.grade,
        q: query.q,
        offset,
        limit: query.limit,
      });
      return { items, nextCursor: more ? String(offset + query.limit) : null };
    },
  };
}

export type StandardsService = ReturnType<typeof createStandardsService>;

/**
 * A teacher's standards as stored: each code must be in the shipped data (400 naming the first
 * that is not), and the description is always the data's own, whatever the client sent.
 */
export function checkedStandards(list: readonly { code: string }[]): StandardRef[] {
  const { refs, unknown } = resolveCodes(list.map((s) => s.code));
  if (unknown.length > 0)
    throw httpErrors.validation(`"${unknown[0]}" ${STANDARDS_MESSAGES.unknownCode}`);
  return refs;
}

/** The name of the standards set a code comes from ("Common Core State Standards for ..."). */
export function standardSetOf(code: string): string | undefined {
  const subject = findStandard(code)?.subject;
  return subject ? STANDARD_SETS[subject] : undefined;
}
