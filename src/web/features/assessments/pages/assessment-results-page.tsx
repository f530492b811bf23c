import { Pencil } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { GRADE_EXPORT_MESSAGES } from '../../../../contracts/interop.contract';
import { GradeDownloadButtons } from '../../../components/grade-download-buttons';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { isNotFound, isUnauthorized } from '../../../lib/api-client';
import { countOf, gradeLabel } from '../../../lib/format';
import { gradeFileBase } from '../../../lib/grade-export';
import { useAssessmentResults } from '../assessments.api';
import { AiGeneratedBadge, TypeBadge } from '../components/assessment-badges';
import { AssessmentNotFound } from '../components/assessment-not-found';
import { Gradebook } from '../components/gradebook';
import { PrintCopyMenu } from '../components/print-copy-menu';
import { PublishPanel } from '../components/publish-panel';
import { ResultsSummary } from '../components/results-charts';
import { SubmissionsTable } from '../components/submissions-table';
import { LmsGrades } from '../components/lms-grades';
import { BackLink } from '../../../components/back-link';

function Loading() {
  return (
    <div className="space-y-4" role="status" aria-label="Loading results">
      <Skeleton className="h-9 w-2/3" />
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
      <Skeleton className="h-56 w-full" />
    </div>
  );
}

/** /assessments/:id/results — View Results: figures, charts, submissions with grading, gradebook, publishing. */
export default function AssessmentResultsPage() {
  const id = Number(useParams<{ id: string }>().id);
  const results = useAssessmentResults(id);
  const data = results.data;
  // A 404 (unknown or another teacher's id) is the not-found card; other failures can be retried.
  const failed = results.isError && !isNotFound(results.error) && !isUnauthorized(results.error);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <BackLink href="/assessments">All assessments</BackLink>
      {results.isLoading ? (
        <Loading />
      ) : failed ? (
        <Card className="text-destructive" role="alert">
          Results could not be loaded.{' '}
          <Button variant="outline" size="sm" onClick={() => void results.refetch()}>
            Try again
          </Button>
        </Card>
      ) : !data ? (
        <AssessmentNotFound headingLevel={1} />
      ) : (
        <>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="space-y-2">
              <div className="flex flex-wrap items-center gap-2">
                <TypeBadge type={data.assessment.type} />
                {data.assessment.aiGenerated && <AiGeneratedBadge />}
              </div>
              <h1 className="text-2xl font-bold break-words">{data.assessment.title}</h1>
              <p className="text-sm text-muted-foreground">
                {data.assessment.subject} · {gradeLabel(data.assessment.grade)} ·{' '}
                {countOf(data.assessment.questions.items.length, 'question')} ·{' '}
                {data.assessment.maxScore} pts · {data.assessment.timeLimit} min
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2 sm:justify-end">
              <PrintCopyMenu assessment={data.assessment} />
              <GradeDownloadButtons
                base={gradeFileBase.assessmentResults(data.assessment.id)}
                what="results"
                failedMessage={GRADE_EXPORT_MESSAGES.resultsFailed}
              />
              <Link
                href={`/assessments/${data.assessment.id}/edit`}
                className={buttonClass('outline')}
              >
                <Pencil className="size-4" aria-hidden="true" /> Edit
              </Link>
            </div>
          </div>
          <PublishPanel assessment={data.assessment} />
          <LmsGrades data={data} />
          <ResultsSummary data={data} />
          <Tabs defaultValue="submissions" className="space-y-4">
            <TabsList className="max-w-md">
              <TabsTrigger value="submissions">Submissions ({data.results.length})</TabsTrigger>
              <TabsTrigger value="gradebook">Gradebook</TabsTrigger>
            </TabsList>
            <TabsContent value="submissions">
              <SubmissionsTable data={data} />
            </TabsContent>
            <TabsContent value="gradebook">
              <Gradebook key={data.assessment.id} data={data} />
            </TabsContent>
          </Tabs>
        </>
      )}
    </div>
  );
}
