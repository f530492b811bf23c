import { SOURCE_TEXT_MAX } from '../../contracts/ai.contract';
import { TextareaField } from './form-field';
import { SourceFileButton } from './source-file-button';
import { Button } from './ui/button';

/** The teacher's material as a generation takes it: its text, and what to call it in notes. */
export interface SourceMaterial {
  sourceText: string;
  /** The file's name when read from a file; blank for pasted text ("your text"). */
  sourceName: string;
}
export const NO_SOURCE: SourceMaterial = { sourceText: '', sourceName: '' };

/** Only what a request needs: nothing when there is no text. */
export const sourceRequest = (s: SourceMaterial) =>
  s.sourceText.trim()
    ? { sourceText: s.sourceText.trim(), ...(s.sourceName ? { sourceName: s.sourceName } : {}) }
    : {};

/**
 * "From your own material" (issue 34 item 3) on the quiz, worksheet and lesson forms: pasted
 * text, or the teacher's PDF, Word, PowerPoint, text or Markdown file read by the same
 * SourceFileButton (and POST /api/ai/extract-text) the assessment dialog uses.
 */
export function SourceTextField({
  id,
  help,
  value,
  onChange,
  disabled,
}: {
  id: string;
  /** What the generation does with the material, in the form's words. */
  help: string;
  value: SourceMaterial;
  onChange: (value: SourceMaterial) => void;
  disabled?: boolean;
}) {
  const helpId = `${id}-help`;
  return (
    <fieldset className="space-y-3 rounded-md border p-3" disabled={disabled}>
      <legend className="px-1 text-sm font-medium">From your own material (optional)</legend>
      <p id={helpId} className="text-sm text-muted-foreground">
        {help}
      </p>
      <TextareaField
        id={id}
        label={value.sourceName ? `Text from ${value.sourceName}` : 'Paste your text'}
        rows={4}
        maxLength={SOURCE_TEXT_MAX}
        placeholder="Notes, a reading passage or a glossary, up to 20,000 characters"
        aria-describedby={helpId}
        value={value.sourceText}
        onChange={(e) => onChange({ ...value, sourceText: e.target.value })}
      />
      <div className="flex flex-wrap items-center gap-2">
        <SourceFileButton
          describedBy={helpId}
          onText={(text, fileName) =>
            onChange({ sourceText: text.slice(0, SOURCE_TEXT_MAX), sourceName: fileName })
          }
        />
        {value.sourceText && (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(NO_SOURCE)}>
            Clear the material
          </Button>
        )}
      </div>
    </fieldset>
  );
}
