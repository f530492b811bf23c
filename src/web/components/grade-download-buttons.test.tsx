// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GRADE_EXPORT_MESSAGES } from '../../contracts/interop.contract';
import { gradeFileBase } from '../lib/grade-export';
import { stubFetch } from '../testing/render-with-query';
import { GradeDownloadButtons } from './grade-download-buttons';
import { toastError } from './ui/toast';

vi.mock('./ui/toast', () => ({ toastError: vi.fn() }));

const fetchMock = stubFetch();
afterEach(cleanup);
beforeEach(() => {
  vi.mocked(toastError).mockReset();
  // jsdom has no object URLs; the download itself is the browser's business.
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  saved.length = 0;
});
/** The file names the browser was asked to save. */
const saved: string[] = [];

function renderButtons() {
  render(
    <GradeDownloadButtons
      base={gradeFileBase.classGradebook(12)}
      what="7B gradebook"
      failedMessage={GRADE_EXPORT_MESSAGES.gradebookFailed}
    />,
  );
}

describe('GradeDownloadButtons', () => {
  it('downloads the CSV and the Excel file from their own addresses', async () => {
    fetchMock.mockImplementation(
      async (url) =>
        new Response('a,b\r\n', {
          status: 200,
          headers: {
            'Content-Disposition': `attachment; filename="7B gradebook.x"; filename*=UTF-8''7B%20%C3%A9l%C3%A8ves.${url.split('.').pop()}`,
          },
        }),
    );
    renderButtons();
    expect(screen.getByRole('group', { name: 'Download 7B gradebook' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download 7B gradebook as Excel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download 7B gradebook as CSV' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/classes/12/gradebook.xlsx',
      '/api/classes/12/gradebook.csv',
    ]);
    await waitFor(() => expect(saved).toEqual(['7B élèves.xlsx', '7B élèves.csv']));
    expect(toastError).not.toHaveBeenCalled();
  });

  it("says the server's reason when the download fails", async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ message: 'Class not found', code: 'classes.not_found' }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    renderButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Download 7B gradebook as CSV' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Error', 'Class not found'));
    expect(screen.getByRole('button', { name: 'Download 7B gradebook as CSV' })).toBeEnabled();
  });
});
