import { Printer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Markdown } from '../../../components/markdown';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { assessmentToMarkdown } from '../assessment-markdown';

type Printable = Parameters<typeof assessmentToMarkdown>[0];
type Copy = 'student' | 'teacher';

/**
 * Print: the browser prints a clean copy instead of the page (styles.css hides the app beside
 * `.print-copy`). The student copy is always the page's print, so Ctrl+P gives it too; the
 * teacher copy (the questions, then the answer key on a page of its own) only while the
 * teacher prints it.
 */
export function PrintCopyMenu({ assessment }: { assessment: Printable }) {
  const [copy, setCopy] = useState<Copy>('student');
  // Set by a menu choice: print once the chosen copy is on the page.
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!pending) return;
    setPending(false);
    window.print();
  }, [pending]);

  useEffect(() => {
    const back = () => setCopy('student');
    window.addEventListener('afterprint', back);
    return () => window.removeEventListener('afterprint', back);
  }, []);

  const choose = (c: Copy) => {
    setCopy(c);
    setPending(true);
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">
            <Printer className="size-4" aria-hidden="true" /> Print
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem className="normal-case" onSelect={() => choose('student')}>
            Student copy
          </DropdownMenuItem>
          <DropdownMenuItem className="normal-case" onSelect={() => choose('teacher')}>
            Teacher copy (with answer key)
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {createPortal(
        <div className="print-copy hidden print:block" data-testid="print-copy" data-copy={copy}>
          <Markdown source={assessmentToMarkdown(assessment, 'student')} />
          {copy === 'teacher' && (
            <Markdown
              source={assessmentToMarkdown(assessment, 'key')}
              className="break-before-page"
            />
          )}
        </div>,
        document.body,
      )}
    </>
  );
}
