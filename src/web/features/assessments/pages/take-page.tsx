import { Link, useParams } from 'wouter';
import { Logo } from '../../../components/brand/logo';
import { ThemeToggle } from '../../../components/theme-toggle';
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
      <header className="flex items-center justify-between gap-2">
        <Link href="/" className="flex items-center gap-2 text-lg font-bold">
          <Logo /> Chalkwise
        </Link>
        <ThemeToggle />
      </header>
      <main className="space-y-6">{code ? <TakeAssessmentView code={code} /> : <CodeEntry />}</main>
    </div>
  );
}
