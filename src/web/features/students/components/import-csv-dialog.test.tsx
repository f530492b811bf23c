// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPreview } from '../../../../contracts/students.contract';
import { ImportCsvDialog } from './import-csv-dialog';
import { renderWithQuery, stubFetch } from '../../../testing/render-with-query';

const CSV = 'First Name,Last Name,Email,Grade\nAda,Lovelace,ada@example.com,7\n';
const preview: ImportPreview = {
  rows: [
    {
      line: 2,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      grade: '7',
      parentEmail: null,
      notes: '',
      errors: [],
    },
  ],
  validCount: 1,
  errorCount: 0,
  ignoredColumns: [],
};
const fetchMock = stubFetch(async (url: string) =>
  url.startsWith('/api/students/import/preview')
    ? Response.json(preview)
    : Response.json({ items: [], next: null }),
);

// jsdom's Blob has no text(); browsers have had it for years. FileReader does the same here.
beforeAll(() => {
  Blob.prototype.text ??= function (this: Blob) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsText(this);
    });
  };
});

afterEach(cleanup);

describe('Import CSV', () => {
  it('previews a chosen file at once, with no second click', async () => {
    renderWithQuery(<ImportCsvDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    const file = new File([CSV], 'class.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByTestId('import-file'), file);

    expect(await screen.findByRole('button', { name: 'Import 1 student' })).toBeEnabled();
    expect(screen.getAllByTestId('import-row')).toHaveLength(1);
    expect(screen.getByLabelText('CSV text')).toHaveValue(CSV);
    const sent = fetchMock.mock.calls.find(([url]) => url === '/api/students/import/preview');
    expect(JSON.parse(String(sent![1]!.body))).toEqual({ csv: CSV });
  });
});
