import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { unsubscribe } from '../api/unsubscribe-api';
import { UnsubscribePage } from './unsubscribe-page';

vi.mock('../api/unsubscribe-api', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  unsubscribe: vi.fn(),
}));

const token = 'Ab0'.repeat(10) + 'Cd';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <UnsubscribePage /> }], {
    initialEntries: [path],
  });
  return render(<RouterProvider router={router} />);
}

describe('UnsubscribePage', () => {
  beforeEach(() => vi.clearAllMocks());

  it("unsubscribes at once with the link's member and key, and shows nothing of them", async () => {
    vi.mocked(unsubscribe).mockResolvedValue('done');
    const { container } = renderAt(`/it/disiscrizione?m=cerchia-001&t=${token}`);
    expect(
      await screen.findByRole('heading', { name: 'Fatto: non riceverai più queste notizie' }),
    ).toBeVisible();
    expect(unsubscribe).toHaveBeenCalledWith({ memberId: 'cerchia-001', token });
    expect(container.textContent).not.toContain('cerchia-001');
    expect(container.textContent).not.toContain(token);
  });

  it('speaks English on the English page', async () => {
    vi.mocked(unsubscribe).mockResolvedValue('done');
    renderAt(`/en/unsubscribe?m=cerchia-001&t=${token}`);
    expect(
      await screen.findByRole('heading', { name: 'Done: you will not receive this news any more' }),
    ).toBeVisible();
  });

  it.each([
    ['no key', '/it/disiscrizione?m=cerchia-001'],
    ['a short key', '/it/disiscrizione?m=cerchia-001&t=abc'],
    ['no member', `/it/disiscrizione?t=${token}`],
    ['a path as member', `/it/disiscrizione?m=..%2Fhorses&t=${token}`],
  ])('writes nothing for a link with %s, and says whom to write to', async (_case, path) => {
    renderAt(path);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Questo link non è completo/);
    expect(unsubscribe).not.toHaveBeenCalled();
  });

  it('says a refused link is not valid', async () => {
    vi.mocked(unsubscribe).mockResolvedValue('refused');
    renderAt(`/it/disiscrizione?m=cerchia-001&t=${token}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Questo link non è valido/);
  });

  it('offers to try again after a failure', async () => {
    vi.mocked(unsubscribe).mockResolvedValueOnce('failed').mockResolvedValueOnce('done');
    renderAt(`/it/disiscrizione?m=cerchia-001&t=${token}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Riprova' }));
    expect(
      await screen.findByRole('heading', { name: 'Fatto: non riceverai più queste notizie' }),
    ).toBeVisible();
    expect(unsubscribe).toHaveBeenCalledTimes(2);
  });
});
