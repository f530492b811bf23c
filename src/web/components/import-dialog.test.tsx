// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Upload } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilePickerBox, FilePickerButton, ImportDialog } from './import-dialog';

afterEach(cleanup);

type Props = Partial<ComponentProps<typeof ImportDialog>>;

function Harness(props: Props) {
  const [open, setOpen] = useState(false);
  return (
    <ImportDialog
      triggerIcon={Upload}
      triggerLabel="Import things"
      title="Import some things"
      description="From a file."
      open={open}
      onOpenChange={setOpen}
      onReset={() => {}}
      picker={<p>picker here</p>}
      importLabel="Import 2 things"
      canImport
      importing={false}
      onImport={() => {}}
      {...props}
    />
  );
}

const openIt = () => userEvent.click(screen.getByRole('button', { name: 'Import things' }));

describe('ImportDialog', () => {
  it('opens from its button, imports, and resets when cancelled', async () => {
    const onImport = vi.fn();
    const onReset = vi.fn();
    render(<Harness onImport={onImport} onReset={onReset} />);
    await openIt();
    expect(screen.getByRole('dialog', { name: 'Import some things' })).toHaveTextContent(
      'picker here',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Import 2 things' }));
    expect(onImport).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onReset).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows reading progress and the error, and holds the import while it cannot or is running', async () => {
    const { rerender } = render(
      <Harness reading="Reading the sheet…" error="Not a spreadsheet" canImport={false} />,
    );
    await openIt();
    expect(screen.getByRole('status')).toHaveTextContent('Reading the sheet…');
    expect(screen.getByText('Not a spreadsheet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 2 things' })).toBeDisabled();
    rerender(<Harness canImport importing />);
    expect(screen.getByRole('button', { name: 'Import 2 things' })).toBeDisabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('puts a second button in place of Cancel', async () => {
    render(<Harness secondary={<button type="button">Preview</button>} />);
    await openIt();
    expect(screen.getByRole('button', { name: 'Preview' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });
});

describe('file pickers', () => {
  it('the box hands over every chosen file and names the choice', async () => {
    const onFiles = vi.fn();
    const { rerender } = render(
      <FilePickerBox
        id="f"
        label="Files"
        accept=".csv"
        multiple
        prompt="Choose"
        onFiles={onFiles}
      />,
    );
    const a = new File(['a'], 'a.csv');
    const b = new File(['b'], 'b.csv');
    await userEvent.upload(screen.getByLabelText('Files'), [a, b]);
    expect(onFiles).toHaveBeenCalledWith([a, b]);
    rerender(
      <FilePickerBox
        id="f"
        label="Files"
        accept=".csv"
        chosen="a.csv, b.csv"
        prompt="Choose"
        onFiles={onFiles}
      />,
    );
    expect(screen.getByText('a.csv, b.csv')).toBeInTheDocument();
  });

  it('the button hands over the one chosen file', async () => {
    const onFile = vi.fn();
    render(<FilePickerButton accept=".csv" testId="pick" onFile={onFile} />);
    const file = new File(['x'], 'class.csv');
    await userEvent.upload(screen.getByTestId('pick'), file);
    expect(onFile).toHaveBeenCalledWith(file);
  });
});
