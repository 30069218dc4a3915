import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      show
      title="Elimina notizia"
      question="Eliminare la notizia «Ada al pascolo»?"
      confirmLabel="Elimina"
      cancelLabel="Annulla"
      onConfirm={onConfirm}
      onCancel={onCancel}
      kind="delete"
      {...props}
    />,
  );
  return {
    onConfirm,
    onCancel,
    dialog: screen.getByRole('dialog', { name: props.title ?? 'Elimina notizia' }),
  };
}

describe('ConfirmDialog', () => {
  it('asks its question, cancel first and the red confirmation last', async () => {
    const user = userEvent.setup();
    const { dialog, onConfirm, onCancel } = renderDialog();
    expect(dialog).toHaveTextContent('Eliminare la notizia «Ada al pascolo»?');
    const choices = within(dialog)
      .getAllByRole('button')
      .filter((button) => button.textContent !== '');
    expect(choices.map((button) => button.textContent)).toEqual(['Annulla', 'Elimina']);
    const cancel = within(dialog).getByRole('button', { name: 'Annulla' });
    const confirm = within(dialog).getByRole('button', { name: 'Elimina' });
    expect(cancel).toHaveClass('btn-outline-secondary');
    expect(confirm).toHaveClass('btn-danger');
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
    await user.click(cancel);
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('makes staying the primary choice when what is lost is what was typed', () => {
    const { dialog } = renderDialog({
      kind: 'discard',
      title: 'Modifiche non salvate',
      confirmLabel: 'Chiudi senza salvare',
      cancelLabel: 'Resta qui',
    });
    expect(within(dialog).getByRole('button', { name: 'Resta qui' })).toHaveClass('btn-primary');
    expect(within(dialog).getByRole('button', { name: 'Chiudi senza salvare' })).toHaveClass(
      'btn-outline-danger',
    );
  });

  it('cancels with Escape and the close button', async () => {
    const user = userEvent.setup();
    const { dialog, onCancel } = renderDialog();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
    await user.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('while the action runs: a spinner, both choices disabled, Escape ignored', async () => {
    const user = userEvent.setup();
    const { dialog, onCancel } = renderDialog({ running: true });
    expect(within(dialog).getByRole('button', { name: 'Annulla' })).toBeDisabled();
    const confirm = within(dialog).getByRole('button', { name: 'Elimina' });
    expect(confirm).toBeDisabled();
    expect(confirm.querySelector('.spinner-border')).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('says why the action failed under the question, and stays open', () => {
    const { dialog } = renderDialog({ error: 'Il servizio non è raggiungibile.' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Il servizio non è raggiungibile.');
  });
});
