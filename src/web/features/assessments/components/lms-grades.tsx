import type { AssessmentResults } from '../../../../contracts/assessments.contract';
import { LmsGradesNote } from '../../../components/lms-grades-note';
import { useLmsGrades } from '../assessments.api';

/** The assessment's learners from an LMS: how their scores went (issue 36 item 5). */
export function LmsGrades({ data }: { data: AssessmentResults }) {
  const grades = useLmsGrades(data.assessment.id);
  return (
    <LmsGradesNote
      items={grades.data?.items ?? []}
      names={new Map(data.roster.map((s) => [s.id, s.name]))}
      nothingToSend={(n) => `${n} not submitted`}
    />
  );
}
