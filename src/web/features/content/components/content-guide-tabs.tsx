import { Card } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import type { ContentRequest } from '../content.api';
import { CONTENT_EXAMPLES, CONTENT_TIPS, LEARNING_STYLE_GUIDE } from '../content-guide';

export function ContentGuideTabs({
  onUseExample,
}: {
  onUseExample: (request: ContentRequest) => void;
}) {
  return (
    <Tabs defaultValue="examples" className="space-y-4">
      <TabsList>
        <TabsTrigger value="examples">Examples</TabsTrigger>
        <TabsTrigger value="tips">Tips</TabsTrigger>
        <TabsTrigger value="styles">Learning Styles</TabsTrigger>
      </TabsList>
      <TabsContent value="examples" className="grid gap-3 sm:grid-cols-2">
        {CONTENT_EXAMPLES.map((ex) => (
          <button
            key={ex.title}
            type="button"
            onClick={() => onUseExample(ex.request)}
            className="rounded-lg border bg-card p-4 text-left transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
          >
            <span className="block font-medium">{ex.title}</span>
            <span className="mt-1 block text-sm text-muted-foreground">{ex.summary}</span>
          </button>
        ))}
      </TabsContent>
      <TabsContent value="tips">
        <Card className="p-5">
          <ul className="list-disc space-y-2 pl-5 text-sm">
            {CONTENT_TIPS.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </Card>
      </TabsContent>
      <TabsContent value="styles" className="grid gap-3 sm:grid-cols-2">
        {LEARNING_STYLE_GUIDE.map((s) => (
          <Card key={s.style} className="p-4">
            <h3 className="font-medium">{s.style}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{s.text}</p>
          </Card>
        ))}
      </TabsContent>
    </Tabs>
  );
}
