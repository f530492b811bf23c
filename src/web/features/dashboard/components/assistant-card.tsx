import { BarChart3, BookOpen, Bot, ClipboardCheck, MessageSquare } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

const QUICK_ACTIONS = [
  { href: '/lessons', label: 'Plan a lesson', icon: BookOpen },
  { href: '/assessments', label: 'Build an assessment', icon: ClipboardCheck },
  { href: '/analytics', label: 'Review analytics', icon: BarChart3 },
] as const;

export function AssistantCard() {
  return (
    <Card>
      <div className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <Bot className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-semibold">AI Teaching Assistant</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Ask for lesson ideas, differentiation strategies or a note to parents.
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link href="/ai-chat" className={buttonClass()}>
          <MessageSquare className="size-4" aria-hidden="true" /> Start Chat
        </Link>
        {QUICK_ACTIONS.map((a) => (
          <Link key={a.href} href={a.href} className={cn(buttonClass('outline'))}>
            <a.icon className="size-4" aria-hidden="true" /> {a.label}
          </Link>
        ))}
      </div>
    </Card>
  );
}
