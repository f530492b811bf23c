import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** What POST /api/ai/extract-text answers in the forms' tests (issue 34 item 3). */
export const EXTRACTED = {
  text: 'Evaporation is the change of liquid water into water vapour when the sun heats it.',
  pages: 2,
};
export const isExtract = (url: string) => url === '/api/ai/extract-text';

/** The teacher picks their file with the form's "Use a file" button. */
export async function chooseSourceFile(name = 'water-cycle.pdf') {
  const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  await userEvent.upload(screen.getByTestId('source-file-input'), file);
  await screen.findByText(`Read 2 pages from ${name}.`);
}
