/**
 * Text cut to fit a field of the engine's output schema: the templates wrap what the teacher
 * typed (a 300-character topic, 2,000 characters of notes, 500-character objectives) in words
 * of their own, which can run past the field's limit; the answer must still validate.
 * Cuts at the last space in the final fifth when there is one, and ends with an ellipsis.
 */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space >= max * 0.8 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A heading or title that starts with the teacher's own words ("the Silk Road") starts capitalised. */
export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
