import { useParams } from 'wouter';
import { PublicHeader } from '../../../components/public-header';
import { CodeEntry } from './take/code-entry';
import { TakeAssessmentView } from './take/take-assessment';

/**
 * /take/:code — public: a student picks their name, types their personal code and answers; no
 * account, no app frame. /take alone asks for the assessment's code.
 */
export default function TakePage() {
  const { code = '' } = useParams<{ code?: string }>();
  return (
    <div className="mx-auto max-w-3xl space-y-6 p-4 sm:p-8">
      <PublicHeader />
      <main className="space-y-6">{code ? <TakeAssessmentView code={code} /> : <CodeEntry />}</main>
    </div>
  );
}
