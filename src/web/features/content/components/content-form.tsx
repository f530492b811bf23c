import { Loader2, Sparkles } from 'lucide-react';
import type { FormEvent } from 'react';
import { CONTENT_TYPES, LEARNING_STYLES, SUBJECTS } from '../../../../contracts/constants';
import { CONTENT_MESSAGES as M } from '../../../../contracts/content.contract';
import { FormField } from '../../../components/form-field';
import { GradeSelect } from '../../../components/grade-select';
import { NativeSelect } from '../../../components/native-select';
import { SourceTextField } from '../../../components/source-text-field';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { capitalize } from '../../../lib/format';

export interface ContentDraft {
  contentType: string;
  subject: string;
  grade: string;
  topic: string;
  learningStyle: string;
  duration: string;
  additionalRequirements: string;
  /** Issue 34 item 3: the teacher's own material (pasted, or read from their file). */
  sourceText: string;
  sourceName: string;
}

export function ContentForm({
  draft,
  onChange,
  onSubmit,
  pending,
}: {
  draft: ContentDraft;
  onChange: (draft: ContentDraft) => void;
  onSubmit: () => void;
  pending: boolean;
}) {
  const set = (key: keyof ContentDraft) => (e: { target: { value: string } }) =>
    onChange({ ...draft, [key]: e.target.value });
  function submit(e: FormEvent) {
    e.preventDefault();
    onSubmit();
  }
  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Content configuration" noValidate>
      <NativeSelect
        id="content-type"
        label="Content type"
        options={CONTENT_TYPES}
        format={capitalize}
        placeholder="Choose a type"
        value={draft.contentType}
        onChange={set('contentType')}
      />
      {/* One column where the form sits in the narrow left panel, so names are not clipped. */}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 2xl:grid-cols-2">
        <NativeSelect
          id="content-subject"
          label="Subject"
          options={SUBJECTS}
          placeholder="Choose a subject"
          value={draft.subject}
          onChange={set('subject')}
        />
        <GradeSelect
          id="content-grade"
          placeholder="Choose a grade"
          value={draft.grade}
          onChange={set('grade')}
        />
      </div>
      <FormField
        id="content-topic"
        label="Topic"
        placeholder="e.g. Photosynthesis"
        value={draft.topic}
        onChange={set('topic')}
        maxLength={300}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NativeSelect
          id="content-style"
          label="Learning style"
          options={LEARNING_STYLES}
          format={capitalize}
          placeholder="Choose a style"
          value={draft.learningStyle}
          onChange={set('learningStyle')}
        />
        <FormField
          id="content-duration"
          label="Duration (minutes)"
          type="number"
          min={5}
          max={600}
          inputMode="numeric"
          value={draft.duration}
          onChange={set('duration')}
        />
      </div>
      <SourceTextField
        id="content-source"
        help="The questions and key words come from this material, and the answer key names the sentence each came from. Short material gives fewer questions."
        value={{ sourceText: draft.sourceText, sourceName: draft.sourceName }}
        onChange={(source) => onChange({ ...draft, ...source })}
      />
      <div className="space-y-1.5">
        <Label htmlFor="content-extra">Additional requirements</Label>
        <Textarea
          id="content-extra"
          rows={3}
          maxLength={2000}
          placeholder="Reading level, vocabulary, accommodations..."
          value={draft.additionalRequirements}
          onChange={set('additionalRequirements')}
        />
      </div>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? (
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <Sparkles className="size-4" aria-hidden="true" />
        )}
        {pending ? M.generating : 'Generate Content'}
      </Button>
    </form>
  );
}
