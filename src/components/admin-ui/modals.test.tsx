import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { defaultMessageTitles, MessageModal, type MessageTone } from './message-modal';
import { ModalOverlay } from './modal-overlay';

function DialogDemo({ onSubmit }: { onSubmit?: () => void }) {
  const [show, setShow] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setShow(true)}>
        Apri
      </button>
      <ModalOverlay
        show={show}
        onHide={() => setShow(false)}
        title="Aggiungi evento"
        onSubmit={onSubmit}
        footer={
          <>
            <button type="button" onClick={() => setShow(false)}>
              Annulla
            </button>
            <button type="submit">Salva</button>
          </>
        }
      >
        <label>
          Slug <input />
        </label>
      </ModalOverlay>
    </>
  );
}

const dialogGone = () =>
  waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('ModalOverlay', () => {
  it('is a modal dialog named by its title, with its body and footer', async () => {
    const user = userEvent.setup();
    render(<DialogDemo />);
    await user.click(screen.getByRole('button', { name: 'Apri' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aggiungi evento' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent('Aggiungi evento');
    expect(within(dialog).getByLabelText('Slug')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Chiudi' })).toBeInTheDocument();
  });

  it('closes with Escape and gives the focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<DialogDemo />);
    const opener = screen.getByRole('button', { name: 'Apri' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await dialogGone();
    expect(opener).toHaveFocus();
  });

  it('closes on a click outside (on the backdrop), not on a click inside', async () => {
    const user = userEvent.setup();
    render(<DialogDemo />);
    await user.click(screen.getByRole('button', { name: 'Apri' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Slug'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // The dialog element covers the window; the content sits in it: a click on it is outside.
    await user.click(dialog);
    await dialogGone();
  });

  it('keeps Tab and Shift+Tab going round its controls', async () => {
    const user = userEvent.setup();
    render(<DialogDemo />);
    await user.click(screen.getByRole('button', { name: 'Apri' }));
    const dialog = await screen.findByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Chiudi' });
    const slug = within(dialog).getByLabelText('Slug');
    const cancel = within(dialog).getByRole('button', { name: 'Annulla' });
    const save = within(dialog).getByRole('button', { name: 'Salva' });
    save.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(slug).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
    await user.tab({ shift: true });
    expect(cancel).toHaveFocus();
  });

  it('submits its form with the footer button or Enter in a field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<DialogDemo onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Apri' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.type(within(dialog).getByLabelText('Slug'), 'festa{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});

function MessageDemo({ tone, title }: { tone?: MessageTone; title?: string }) {
  const [show, setShow] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setShow(true)}>
        Mostra
      </button>
      <MessageModal
        show={show}
        onHide={() => setShow(false)}
        tone={tone}
        title={title}
        message="Il cavallo è stato aggiunto."
      />
    </>
  );
}

async function openMessage(props: { tone?: MessageTone; title?: string } = {}) {
  const user = userEvent.setup();
  render(<MessageDemo {...props} />);
  await user.click(screen.getByRole('button', { name: 'Mostra' }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
}

describe('MessageModal', () => {
  it('is a dialog named by its title and described by its message', async () => {
    const { dialog } = await openMessage({ title: 'Salvato' });
    expect(dialog).toHaveAccessibleName('Salvato');
    expect(dialog).toHaveAccessibleDescription('Il cavallo è stato aggiunto.');
  });

  it('has a title for its tone when none is given', async () => {
    const { dialog } = await openMessage({ tone: 'danger' });
    expect(dialog).toHaveAccessibleName(defaultMessageTitles.danger);
    expect(dialog).toHaveClass('message-modal--danger');
  });

  it('puts the focus on OK', async () => {
    const { dialog } = await openMessage();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus());
  });

  it('keeps the focus on OK when tabbing', async () => {
    const { user, dialog } = await openMessage();
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    await waitFor(() => expect(ok).toHaveFocus());
    await user.tab();
    expect(ok).toHaveFocus();
    await user.tab({ shift: true });
    expect(ok).toHaveFocus();
  });

  it('closes on a click on the message itself', async () => {
    const { user } = await openMessage();
    await user.click(screen.getByText('Il cavallo è stato aggiunto.'));
    await dialogGone();
  });

  it('closes on a click outside', async () => {
    const { user, dialog } = await openMessage();
    await user.click(dialog);
    await dialogGone();
  });

  it('closes with Enter', async () => {
    const { user } = await openMessage();
    await user.keyboard('{Enter}');
    await dialogGone();
  });

  it('closes with Escape', async () => {
    const { user } = await openMessage();
    await user.keyboard('{Escape}');
    await dialogGone();
  });

  it('ignores Enter while hidden', async () => {
    const user = userEvent.setup();
    const onHide = vi.fn();
    render(<MessageModal show={false} onHide={onHide} message="x" />);
    await user.keyboard('{Enter}');
    expect(onHide).not.toHaveBeenCalled();
  });
});
