import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BusyButton, busyButtonText } from './busy-button';

describe('BusyButton', () => {
  it('at rest: a plain button, nothing announced', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <BusyButton pending={false} className="btn btn-outline-primary" onClick={onClick}>
        Scarica CSV
      </BusyButton>,
    );
    const button = screen.getByRole('button', { name: 'Scarica CSV' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('btn', 'btn-outline-primary');
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(button.querySelector('.spinner-border')).toBeNull();
    expect(button.nextElementSibling).toHaveTextContent(/^$/);
    await user.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('while pending: disabled, a spinner, "in corso" announced, its name unchanged', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <BusyButton pending pendingText="Invio in corso…" onClick={onClick}>
        Invia
      </BusyButton>,
    );
    const button = screen.getByRole('button', { name: 'Invia' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button.querySelector('.spinner-border')).toHaveAttribute('aria-hidden', 'true');
    const live = button.nextElementSibling;
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveClass('visually-hidden');
    expect(live).toHaveTextContent('Invio in corso…');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('says "Operazione in corso…" when given no words of its own', () => {
    render(<BusyButton pending>Salva</BusyButton>);
    expect(screen.getByText(busyButtonText.pending)).toHaveClass('visually-hidden');
  });

  it('gets the focus back when the browser dropped it while disabled', () => {
    const { rerender } = render(<BusyButton pending={false}>Pubblica</BusyButton>);
    const button = screen.getByRole('button', { name: 'Pubblica' });
    button.focus();
    rerender(<BusyButton pending>Pubblica</BusyButton>);
    // What Chromium does to a focused button that becomes disabled (jsdom keeps it there).
    const elsewhere = document.createElement('input');
    document.body.append(elsewhere);
    elsewhere.focus();
    elsewhere.remove();
    expect(document.body).toHaveFocus();
    rerender(<BusyButton pending={false}>Pubblica</BusyButton>);
    expect(button).toHaveFocus();
  });

  it('leaves the focus where the person moved it meanwhile', () => {
    const { rerender } = render(
      <>
        <BusyButton pending={false}>Pubblica</BusyButton>
        <input aria-label="Nota" />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Pubblica' });
    button.focus();
    rerender(
      <>
        <BusyButton pending>Pubblica</BusyButton>
        <input aria-label="Nota" />
      </>,
    );
    screen.getByRole('textbox', { name: 'Nota' }).focus();
    rerender(
      <>
        <BusyButton pending={false}>Pubblica</BusyButton>
        <input aria-label="Nota" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Nota' })).toHaveFocus();
  });
});
