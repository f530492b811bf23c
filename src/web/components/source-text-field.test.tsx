// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { sentWith, stubFetch } from '../testing/render-with-query';
import { chooseSourceFile, EXTRACTED, isExtract } from '../testing/source-file';
import { NO_SOURCE, SourceTextField, sourceRequest } from './source-text-field';

const fetchMock = stubFetch(async (url) =>
  isExtract(url) ? Response.json(EXTRACTED) : Response.json({}),
);
afterEach(cleanup);

function Harness() {
  const [value, setValue] = useState(NO_SOURCE);
  return (
    <>
      <SourceTextField id="src" help="Questions come from it." value={value} onChange={setValue} />
      <output data-testid="request">{JSON.stringify(sourceRequest(value))}</output>
    </>
  );
}
const request = () => JSON.parse(screen.getByTestId('request').textContent ?? '{}');

describe('From your own material (issue 34 item 3)', () => {
  it('reads the chosen file through the extract route into the text, named after the file', async () => {
    render(<Harness />);
    expect(request()).toEqual({});
    await chooseSourceFile();
    const posted = sentWith(fetchMock, 'POST');
    expect(posted[0]![0]).toBe('/api/ai/extract-text');
    expect((posted[0]![1]!.body as FormData).get('file')).toBeInstanceOf(File);
    expect(screen.getByLabelText('Text from water-cycle.pdf')).toHaveValue(EXTRACTED.text);
    expect(screen.getByLabelText('Text from water-cycle.pdf')).toHaveAccessibleDescription(
      'Questions come from it.',
    );
    expect(request()).toEqual({ sourceText: EXTRACTED.text, sourceName: 'water-cycle.pdf' });
  });

  it('takes pasted text as "your text", and clears back to nothing', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByLabelText('Paste your text'), '  Rain falls.  ');
    expect(request()).toEqual({ sourceText: 'Rain falls.' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear the material' }));
    expect(screen.getByLabelText('Paste your text')).toHaveValue('');
    expect(request()).toEqual({});
  });
});
