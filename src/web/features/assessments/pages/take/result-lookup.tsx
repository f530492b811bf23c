import { Search } from 'lucide-react';
import {
  ASSESSMENT_MESSAGES as M,
  type StudentIdentity,
} from '../../../../../contracts/assessments.contract';
import { TAKE_TEXT as T } from '../../../../../contracts/take.contract';
import { ServerError } from '../../../../components/server-error';
import { Button } from '../../../../components/ui/button';
import { isApiError } from '../../../../lib/api-client';
import { useStudentResult } from '../../assessment-sharing.api';
import { isWrongCode, WRONG_CODE } from './take-values';
import { TakeDone } from './take-done';

/** A student who already submitted looks up what the teacher lets them see. */
export function ResultLookup({
  code,
  identify,
  onWrongCode,
}: {
  code: string;
  /** Checks the name and code (showing what is missing) and calls back with them when right. */
  identify: (then: (who: StudentIdentity) => void) => void;
  onWrongCode: (message: string) => void;
}) {
  const lookup = useStudentResult(code);
  if (lookup.data) return <TakeDone result={lookup.data} title={T.yourSubmission} />;
  return (
    <div className="space-y-2">
      <Button
        type="button"
        variant="outline"
        disabled={lookup.isPending}
        onClick={() =>
          identify((who) =>
            lookup.mutate(who, {
              onError: (error) => {
                if (isApiError(error, WRONG_CODE))
                  onWrongCode(error.serverMessage ?? M.wrongStudentCode);
              },
            }),
          )
        }
      >
        <Search className="size-4" aria-hidden="true" />{' '}
        {lookup.isPending ? T.looking : T.seeMyResult}
      </Button>
      <ServerError
        error={isWrongCode(lookup.error) ? null : lookup.error}
        fallback={T.lookupFailed}
      />
    </div>
  );
}
