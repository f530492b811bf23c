import { PenLine } from 'lucide-react';
import { useState } from 'react';
import {
  ASSESSMENT_MESSAGES as M,
  type AssessmentResults,
} from '../../../../contracts/assessments.contract';
import { Button } from '../../../components/ui/button';
import { Table, Td, Th } from '../../../components/ui/table';
import { formatDateTime, formatPercent, formatScore } from '../../../lib/format';
import { NeedsReviewBadge } from './assessment-badges';
import { GradeDialog, shortAnswers } from './grade-dialog';

const SOURCE_LABEL = { online: 'Online', gradebook: 'Gradebook' } as const;

/** Every result of the assessment; online submissions with written answers open the grading dialog. */
export function SubmissionsTable({ data }: { data: AssessmentResults }) {
  const [grading, setGrading] = useState<number | null>(null);
  const { assessment, results } = data;
  const items = assessment.questions.items;
  const open = results.find((r) => r.id === grading);
  if (results.length === 0) {
    return (
      <p className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">
        {M.noResults}. Publish the assessment for students, or record scores in the Gradebook tab.
      </p>
    );
  }
  return (
    <>
      <Table aria-label="Submissions" stacked>
        <thead>
          <tr>
            <Th scope="col">Student</Th>
            <Th scope="col">Score</Th>
            <Th scope="col">Percent</Th>
            <Th scope="col">Source</Th>
            <Th scope="col">Submitted</Th>
            <Th scope="col">Status</Th>
            {/* relative: keeps the visually hidden label inside the scrolling table on phones */}
            <Th scope="col" className="relative">
              <span className="sr-only">Actions</span>
            </Th>
          </tr>
        </thead>
        <tbody>
          {results.map((r) => (
            <tr key={r.id} data-testid={`result-${r.studentName}`}>
              <Th scope="row" className="font-medium text-foreground">
                {r.studentName}
              </Th>
              <Td data-label="Score">
                {r.score === null ? '—' : `${formatScore(r.score)} / ${assessment.maxScore}`}
              </Td>
              <Td data-label="Percent">{formatPercent(r.percent)}</Td>
              <Td data-label="Source">{SOURCE_LABEL[r.source]}</Td>
              <Td data-label="Submitted" className="whitespace-nowrap">
                <time dateTime={r.submittedAt}>{formatDateTime(r.submittedAt)}</time>
              </Td>
              <Td data-label="Status">
                {r.needsReview ? (
                  <NeedsReviewBadge />
                ) : (
                  <span className="text-muted-foreground">Graded</span>
                )}
              </Td>
              <Td>
                {shortAnswers(r, items).length > 0 && (
                  <Button
                    variant={r.needsReview ? 'default' : 'outline'}
                    size="sm"
                    onClick={() => setGrading(r.id)}
                    aria-label={`Grade ${r.studentName}`}
                  >
                    <PenLine className="size-4" aria-hidden="true" /> Grade
                  </Button>
                )}
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
      {open && (
        <GradeDialog
          key={open.id}
          assessmentId={assessment.id}
          result={open}
          questions={items}
          onClose={() => setGrading(null)}
        />
      )}
    </>
  );
}
