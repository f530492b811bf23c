import { KeyRound, Printer, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { ASSESSMENT_MESSAGES as M } from '../../../../contracts/assessments.contract';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast, toastError } from '../../../components/ui/toast';
import { useRenewStudentCode, useStudentCodes } from '../assessment-sharing.api';
import { BackLink } from '../../../components/back-link';

const RENEW_FAILED = 'Failed to issue a new code. Please try again.';

/**
 * /assessments/class-sheet — every student's personal code, printed and cut into slips. A student
 * types it with their name on the take page, so nobody can answer in a classmate's name.
 */
export default function ClassSheetPage() {
  const sheet = useStudentCodes();
  const renew = useRenewStudentCode();
  const [renewing, setRenewing] = useState<{ studentId: number; name: string } | null>(null);
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div className="no-print space-y-3">
        <BackLink href="/assessments">All assessments</BackLink>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="space-y-1">
            <h1 className="text-2xl font-bold">Class sheet: personal codes</h1>
            <p className="max-w-prose text-sm text-muted-foreground">
              Print this page and hand each student their slip. On the assessment link they choose
              their name and type their code, so nobody can answer in a classmate’s name. A code
              stays the same for every assessment until you issue a new one.
            </p>
          </div>
          <Button onClick={() => window.print()} disabled={!sheet.data?.length}>
            <Printer className="size-4" aria-hidden="true" /> Print
          </Button>
        </div>
      </div>
      {sheet.isLoading ? (
        <div
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
          role="status"
          aria-label="Loading codes"
        >
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
      ) : sheet.isError ? (
        <Card role="alert" className="text-destructive">
          The class sheet could not be loaded.{' '}
          <Button variant="outline" size="sm" onClick={() => void sheet.refetch()}>
            Try again
          </Button>
        </Card>
      ) : !sheet.data?.length ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed p-12 text-center">
          <KeyRound className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="mt-4 text-lg font-semibold">No students yet</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Add students on the{' '}
            <Link href="/students" className="text-primary underline">
              Students page
            </Link>{' '}
            and their codes appear here.
          </p>
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-3 print:gap-0">
          {sheet.data.map((s) => (
            <li
              key={s.studentId}
              className="flex flex-col gap-2 rounded-xl border border-dashed bg-card p-4 break-inside-avoid print:rounded-none print:border-gray-400"
              data-testid={`code-slip-${s.studentId}`}
            >
              <p className="font-medium break-words">{s.name}</p>
              <p className="text-xs text-muted-foreground">Your personal code</p>
              <p
                className="font-mono text-2xl font-bold tracking-[0.3em]"
                data-testid="student-code"
              >
                {s.code}
              </p>
              <Button
                variant="ghost"
                size="sm"
                className="no-print self-start"
                onClick={() => setRenewing({ studentId: s.studentId, name: s.name })}
              >
                <RefreshCw className="size-4" aria-hidden="true" /> New code
                <span className="sr-only"> for {s.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={renewing !== null}
        onOpenChange={(open) => !open && setRenewing(null)}
        title={`New code for ${renewing?.name ?? ''}?`}
        description="Their current code stops working at once; give them the new slip."
        confirmLabel="Issue new code"
        pending={renew.isPending}
        onConfirm={() => {
          if (!renewing) return;
          renew.mutate(renewing.studentId, {
            onSuccess: () => toast({ title: M.codeRenewed, description: renewing.name }),
            onError: () => toastError(M.errorTitle, RENEW_FAILED),
          });
          setRenewing(null);
        }}
      />
    </div>
  );
}
