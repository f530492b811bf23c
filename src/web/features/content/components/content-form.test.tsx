// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../testing/render-with-query';
import { chooseSourceFile, EXTRACTED, isExtract } from '../../../testing/source-file';
import { ContentForm, type ContentDraft } from './content-form';

stubFetch(async (url) => (isExtract(url) ? Response.json(EXTRACTED) : Response.json({})));
afterEach(cleanup);

const DRAFT: ContentDraft = {
  contentType: 'worksheet',
  subject: 'Science',
  grade: '5',
  topic: 'The water cycle',
  learningStyle: 'reading',
  duration: '30',
  additionalRequirements: '',
  sourceText: '',
  sourceName: '',
};

describe('a worksheet from the teacher’s file (issue 34 item 3)', () => {
  it('puts the file’s text and name in the draft, keeping the rest of it', async () => {
    const onChange = vi.fn();
    render(<ContentForm draft={DRAFT} onChange={onChange} onSubmit={vi.fn()} pending={false} />);
    expect(screen.getByRole('group', { name: 'From your own material (optional)' })).toBeVisible();
    await chooseSourceFile('reading.pptx');
    expect(onChange).toHaveBeenLastCalledWith({
      ...DRAFT,
      sourceText: EXTRACTED.text,
      sourceName: 'reading.pptx',
    });
  });
});
