import { BarChart3, Clock, Copy, Pencil, Send, SquareX, Trash2, Trophy, Users } from 'lucide-react';
import { Link } from 'wouter';
import type { AssessmentSummary } from '../../../../contracts/assessments.contract';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ActionsMenu, DropdownMenuItem, iconItemClass } from '../../../components/ui/dropdown-menu';
import { formatDate, gradeLabel, countOf } from '../../../lib/format';
import { AiGeneratedBadge, LiveBadge, NeedsReviewBadge, TypeBadge } from './assessment-badges';
import { copyTakeLink } from './publish-actions';

export type CardActions = {
  onPublish: (a: AssessmentSummary) => void;
  onClose: (a: AssessmentSummary) => void;
  onDelete: (a: AssessmentSummary) => void;
  busy: boolean;
};

function CardMenu({
  assessment: a,
  actions,
}: {
  assessment: AssessmentSummary;
  actions: CardActions;
}) {
  return (
    <ActionsMenu label={`Actions for ${a.title}`} triggerClassName="size-8 shrink-0">
      {a.published && a.shareCode ? (
        <>
          <DropdownMenuItem
            className={iconItemClass}
            onSelect={() => void copyTakeLink(a.shareCode!)}
          >
            <Copy className="size-4" aria-hidden="true" /> Copy student link
          </DropdownMenuItem>
          <DropdownMenuItem
            className={iconItemClass}
            disabled={actions.busy}
            onSelect={() => actions.onClose(a)}
          >
            <SquareX className="size-4" aria-hidden="true" /> Close to new answers
          </DropdownMenuItem>
        </>
      ) : (
        <DropdownMenuItem
          className={iconItemClass}
          disabled={actions.busy}
          onSelect={() => actions.onPublish(a)}
        >
          <Send className="size-4" aria-hidden="true" /> Publish for students
        </DropdownMenuItem>
      )}
      <DropdownMenuItem
        className={`${iconItemClass} text-destructive`}
        onSelect={() => actions.onDelete(a)}
      >
        <Trash2 className="size-4" aria-hidden="true" /> Delete
      </DropdownMenuItem>
    </ActionsMenu>
  );
}

export function AssessmentCard({
  assessment: a,
  actions,
}: {
  assessment: AssessmentSummary;
  actions: CardActions;
}) {
  return (
    <Card className="flex flex-col gap-4 p-5" data-testid={`assessment-card-${a.id}`}>
      <div className="space-y-2">
        <div className="flex items-start justify-between gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <TypeBadge type={a.type} />
            {a.aiGenerated && <AiGeneratedBadge />}
            {a.published && <LiveBadge />}
          </div>
          <CardMenu assessment={a} actions={actions} />
        </div>
        <h3 className="text-lg leading-snug font-semibold break-words">{a.title}</h3>
        <p className="text-sm text-muted-foreground">
          {a.subject} · {gradeLabel(a.grade)}
        </p>
        {a.description && <p className="line-clamp-2 text-sm break-words">{a.description}</p>}
      </div>
      <dl className="mt-auto grid grid-cols-2 gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <div className="flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden="true" /> <dt className="sr-only">Time limit</dt>
          <dd>{a.timeLimit} min</dd>
        </div>
        <div className="flex items-center gap-1">
          <Trophy className="size-3.5" aria-hidden="true" /> <dt className="sr-only">Max score</dt>
          <dd>{a.maxScore} pts</dd>
        </div>
        <div className="flex items-center gap-1">
          <Users className="size-3.5" aria-hidden="true" /> <dt className="sr-only">Submissions</dt>
          <dd data-testid="submission-count">{countOf(a.submissionCount, 'submission')}</dd>
        </div>
        <div className="flex items-center gap-1">
          <dt className="sr-only">Created</dt>
          <dd>
            <time dateTime={a.createdAt}>{formatDate(a.createdAt)}</time>
          </dd>
        </div>
      </dl>
      {a.needsReviewCount > 0 && (
        <div>
          <NeedsReviewBadge label={`${a.needsReviewCount} to grade`} />
        </div>
      )}
      <div className="flex items-center gap-2">
        <Link
          href={`/assessments/${a.id}/results`}
          className={`${buttonClass('default', 'sm')} flex-1 whitespace-nowrap`}
          aria-label={`View Results: ${a.title}`}
        >
          <BarChart3 className="size-4" aria-hidden="true" /> View Results
        </Link>
        <Link
          href={`/assessments/${a.id}/edit`}
          className={buttonClass('outline', 'sm')}
          aria-label={`Edit ${a.title}`}
        >
          <Pencil className="size-4" aria-hidden="true" /> Edit
        </Link>
      </div>
    </Card>
  );
}
