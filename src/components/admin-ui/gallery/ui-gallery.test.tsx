import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '#src/test-support/render-admin';
import { EXAMPLE_ACTION_MS } from './action-examples';
import { UiGallery } from './ui-gallery';

describe('UiGallery', () => {
  it('shows every part of the kit in its sections', () => {
    renderAdmin(<UiGallery />, { path: '/admin/ui' });
    for (const title of [
      'Campi di testo',
      'Scelte',
      'Modulo con salvataggio',
      'Finestre e schede',
      'Stati ed elenchi',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: 'Nome' })).toBeRequired();
    expect(screen.getByRole('combobox', { name: 'Regione' })).toHaveAttribute(
      'aria-autocomplete',
      'list',
    );
    expect(
      screen.getByRole('checkbox', { name: 'Accetto il trattamento dei dati' }),
    ).toBeRequired();
    expect(screen.getByText('Da valutare')).toHaveClass('status-badge--warning');
    expect(screen.getByText('There are no results.')).toBeInTheDocument();
    expect(screen.getByText('Dati salvati correttamente!')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagine' })).toHaveTextContent('Pagina 1 di 3');
    expect(screen.getByRole('heading', { level: 3, name: 'Candidature (60)' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Scarica CSV/ })).toHaveLength(2);
  });

  it('opens the example dialog and message', async () => {
    const user = userEvent.setup();
    renderAdmin(<UiGallery />, { path: '/admin/ui' });
    await user.click(screen.getByRole('button', { name: 'Apri la finestra' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finestra di esempio' });
    await user.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Messaggio di errore' }));
    expect(await screen.findByRole('dialog', { name: 'Errore' })).toHaveAccessibleDescription(
      'Non hai i permessi per questa operazione.',
    );
  });

  it('asks before deleting: spinner while it runs, then the error in the dialog', async () => {
    const user = userEvent.setup();
    renderAdmin(<UiGallery />, { path: '/admin/ui' });
    await user.click(screen.getByRole('button', { name: 'Elimina un elemento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elimina elemento' });
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(within(dialog).getByRole('button', { name: 'Annulla' })).toBeDisabled();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Il servizio non è raggiungibile.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Chiudi un modulo modificato' }));
    const discard = await screen.findByRole('dialog', { name: 'Modifiche non salvate' });
    expect(within(discard).getByRole('button', { name: 'Resta qui' })).toHaveClass('btn-primary');
  });

  it('shows the failing CSV example’s error', async () => {
    const user = userEvent.setup();
    renderAdmin(<UiGallery />, { path: '/admin/ui' });
    await user.click(screen.getByRole('button', { name: 'Scarica CSV (esempio che non riesce)' }));
    expect(await screen.findByText('Il servizio non è raggiungibile: riprova.')).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('runs a one-off action: busy button while pending, then its outcome', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderAdmin(<UiGallery />, { path: '/admin/ui' });
      const retry = screen.getByRole('button', { name: 'Invia di nuovo' });
      await user.click(retry);
      expect(retry).toBeDisabled();
      expect(retry).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByText('Nuovo invio in corso…')).toHaveClass('visually-hidden');
      await act(() => vi.advanceTimersByTimeAsync(EXAMPLE_ACTION_MS));
      expect(retry).toBeEnabled();
      expect(
        screen.getByText('Nuovo invio a maria.rossi@example.org messo in coda.'),
      ).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Pubblica (esempio che non riesce)' }));
      await act(() => vi.advanceTimersByTimeAsync(EXAMPLE_ACTION_MS));
      expect(screen.getByText(/^Pubblicazione non riuscita: Il servizio/)).toHaveAttribute(
        'role',
        'alert',
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
