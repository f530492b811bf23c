// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AI_ADMIN_MESSAGES as M, type Connection } from '../../../../contracts/ai-admin.contract';
import { renderWithQuery, sentWith, stubFetch } from '../../../testing/render-with-query';
import { EditConnectionDialog } from './edit-connection-dialog';

const gpu: Connection = {
  id: 7,
  name: 'GPU server',
  kind: 'openai-compatible',
  baseUrl: 'http://10.0.0.5:8000/v1',
  hasKey: true,
  engine: 'self-hosted',
  metered: false,
  chosenModel: 'qwen2.5-7b-instruct',
};

const fetchMock = stubFetch(async (url, init) =>
  url === '/api/admin/ai/connections/7' && init?.method === 'PATCH'
    ? JSON.parse(String(init.body)).baseUrl === 'http://nowhere'
      ? Response.json({ message: M.baseUrl }, { status: 400 })
      : Response.json({ ...gpu, ...JSON.parse(String(init.body)) })
    : Response.json({ connections: [] }),
);
afterEach(cleanup);

const patches = () =>
  sentWith(fetchMock, 'PATCH').map(([, init]) => JSON.parse(String(init!.body)));

async function openEditor(connection = gpu) {
  renderWithQuery(<EditConnectionDialog connection={connection} />);
  await userEvent.click(screen.getByRole('button', { name: `Edit ${connection.name}` }));
  return screen.findByRole('dialog');
}

describe('Edit a provider connection', () => {
  it('sends only what changed, and keeps the key when the key field is left empty', async () => {
    await openEditor();
    const url = screen.getByLabelText('Base URL');
    await userEvent.clear(url);
    await userEvent.type(url, 'http://10.0.0.9:8000/v1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches()).toEqual([{ baseUrl: 'http://10.0.0.9:8000/v1' }]);
  });

  it('replaces the key, or removes it from a server that needs none', async () => {
    await openEditor();
    await userEvent.type(screen.getByLabelText('New key'), 'sk-new-1234');
    // A new key typed wins over removing it: the box cannot be ticked meanwhile.
    expect(screen.getByLabelText(/Remove the key/)).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: `Edit ${gpu.name}` }));
    await userEvent.click(screen.getByLabelText(/Remove the key/));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches()).toHaveLength(2));
    expect(patches()).toEqual([{ apiKey: 'sk-new-1234' }, { apiKey: null }]);
  });

  it('offers no removal of a key the provider requires', async () => {
    await openEditor({ ...gpu, kind: 'openai', engine: 'openai', metered: true });
    expect(screen.queryByLabelText(/Remove the key/)).toBeNull();
  });

  it("shows the server's message and stays open when the change is refused", async () => {
    await openEditor();
    const url = screen.getByLabelText('Base URL');
    await userEvent.clear(url);
    await userEvent.type(url, 'http://nowhere');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.baseUrl)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes without a request when nothing changed', async () => {
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches()).toEqual([]);
  });
});
