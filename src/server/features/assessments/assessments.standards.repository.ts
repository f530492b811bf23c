import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { assessmentResults, assessments } from '../../platform/db/schema/index';

/** One standard's sums across the owner's assessments tagged with it (issue 34). */
type StandardTotalsRow = {
  code: string;
  description: string;
  assessment_count: number;
  result_count: number;
  student_count: number;
  /** Points earned, summed exactly (numeric) and answered as text. */
  earned: string;
  possible: number;
};

export function createStandardsQueries(db: Db) {
  return {
    /**
     * Per standard code: the owner's tagged assessments and their scored results (a result
     * awaiting review has no score yet and is left out), narrowed to `studentIds` when given.
     * A tagged assessment without scored results still names its standard, with zero sums.
     */
    async standardTotals(ownerId: number, studentIds?: readonly number[]) {
      const onlyStudents =
        studentIds === undefined
          ? sql``
          : studentIds.length === 0
            ? sql`and false`
            : sql`and r.student_id in (${sql.join(
                studentIds.map((id) => sql`${id}`),
                sql`, `,
              )})`;
      const [rows, tagged] = await Promise.all([
        db.execute<StandardTotalsRow>(sql`select s.code, max(s.description) as description,
            count(distinct a.id)::int as assessment_count,
            count(r.id)::int as result_count,
            count(distinct r.student_id)::int as student_count,
            coalesce(sum(r.score::numeric), 0)::text as earned,
            coalesce(sum(a.max_score) filter (where r.id is not null), 0)::int as possible
          from ${assessments} a
          cross join lateral jsonb_to_recordset(a.standards) as s(code text, description text)
          left join ${assessmentResults} r on r.assessment_id = a.id and r.owner_id = ${ownerId}
            and r.score is not null and not r.needs_review ${onlyStudents}
          where a.owner_id = ${ownerId}
          group by s.code`),
        db.execute<{ count: number }>(sql`select count(*)::int as count from ${assessments}
          where owner_id = ${ownerId} and jsonb_array_length(standards) > 0`),
      ]);
      return { rows: rows.rows, taggedAssessments: Number(tagged.rows[0]!.count) };
    },
  };
}
