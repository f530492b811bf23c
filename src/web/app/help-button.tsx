import { HelpCircle } from 'lucide-react';
import { Dialog, DialogContent, DialogTrigger } from '../components/ui/dialog';

/** Floating help on every page. */
export function HelpButton() {
  return (
    <Dialog>
      <DialogTrigger
        aria-label="Help"
        className="fixed right-4 bottom-4 z-30 flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:right-6 sm:bottom-6"
      >
        <HelpCircle className="size-6" />
      </DialogTrigger>
      <DialogContent title="Help" description="Quick tips for getting around Chalkwise.">
        <ul className="space-y-2 text-sm">
          <li>
            <kbd className="rounded border px-1">Tab</kbd> moves between controls;{' '}
            <kbd className="rounded border px-1">Esc</kbd> closes dialogs.
          </li>
          <li>
            <kbd className="rounded border px-1">F8</kbd> jumps to notifications.
          </li>
          <li>Use the menu on the left to reach lessons, assessments and students.</li>
        </ul>
        <div className="mt-4 flex flex-col gap-1 text-sm">
          <a className="text-primary underline" href="/features/ai-lesson-planning">
            AI lesson planning guide
          </a>
          <a className="text-primary underline" href="/features/smart-assessments">
            Smart assessments guide
          </a>
          <a className="text-primary underline" href="/api/docs">
            API documentation
          </a>
        </div>
      </DialogContent>
    </Dialog>
  );
}
