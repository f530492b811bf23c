import {
  BookOpen,
  ClipboardCheck,
  HeartHandshake,
  Layers,
  Mail,
  ShieldCheck,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import { CHAT_TEMPLATES, type ChatTemplate } from '../../../../contracts/chat.contract';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

const ICONS: Record<ChatTemplate['id'], LucideIcon> = {
  'lesson-plan': BookOpen,
  assessment: ClipboardCheck,
  'student-support': HeartHandshake,
  differentiation: Layers,
  behavior: ShieldCheck,
  'parent-communication': Mail,
};

export function WelcomeCard() {
  return (
    <Card className="flex items-start gap-4 p-5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Sparkles className="size-5" aria-hidden="true" />
      </span>
      <div>
        <h2 className="text-lg font-semibold">Welcome to your AI Teaching Assistant</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Ask for lesson plans, assessments, differentiation ideas, behavior strategies, support for
          a student or a note to parents. Pick a quick start below or type your own question; every
          conversation is kept in your history.
        </p>
      </div>
    </Card>
  );
}

/** The six quick starts (spec section 2); choosing one shows its suggestion. */
export function QuickStartTemplates({
  selected,
  onSelect,
}: {
  selected: ChatTemplate['id'] | null;
  onSelect: (id: ChatTemplate['id']) => void;
}) {
  return (
    <section aria-labelledby="quick-start-heading" className="space-y-3">
      <h2 id="quick-start-heading" className="text-lg font-semibold">
        Quick Start
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {CHAT_TEMPLATES.map((t) => {
          const Icon = ICONS[t.id];
          return (
            <button
              key={t.id}
              type="button"
              onClick={() => onSelect(t.id)}
              aria-pressed={selected === t.id}
              className={cn(
                'flex items-start gap-3 rounded-xl border bg-card p-4 text-left transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                selected === t.id && 'border-primary ring-1 ring-primary',
              )}
            >
              <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <span>
                <span className="block font-medium">{t.title}</span>
                <span className="mt-0.5 block text-sm text-muted-foreground">{t.description}</span>
              </span>
            </button>
          );
        })}
      </div>
    </section>
  );
}

/** The chosen template's prompt; its button copies the prompt into the input. */
export function TemplateSuggestion({
  template,
  onUse,
}: {
  template: ChatTemplate;
  onUse: (prompt: string) => void;
}) {
  return (
    <Card className="space-y-3 border-primary/40 bg-primary/5 p-4" data-testid="chat-suggestion">
      <div>
        <h3 className="text-sm font-semibold">Suggestion: {template.title}</h3>
        <p className="mt-1 text-sm">{template.prompt}</p>
      </div>
      <Button size="sm" onClick={() => onUse(template.prompt)}>
        Use this prompt
      </Button>
    </Card>
  );
}
