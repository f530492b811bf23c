import { useMemo } from 'react';
import { renderMarkdown } from '../lib/markdown';
import { cn } from '../lib/cn';

/** Sanitized markdown (see lib/markdown.ts); the only place the client sets inner HTML. */
export function Markdown({
  source,
  className,
  math = false,
}: {
  source: string;
  className?: string;
  /** Render TeX with KaTeX (the page must also load katex/dist/katex.min.css). */
  math?: boolean;
}) {
  const html = useMemo(() => renderMarkdown(source, { math }), [source, math]);
  return (
    <div
      className={cn('markdown', className)}
      // Safe: renderMarkdown sanitizes with DOMPurify and strips unsafe links and remote images.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
