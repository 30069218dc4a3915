import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { COPY_FEEDBACK_MS, copyMessages, TextInput, type TextInputProps } from './text-input';

type Props = Omit<TextInputProps, 'value' | 'onChange'> & { initial?: string };

function Controlled({ initial = '', ...props }: Props) {
  const [value, setValue] = useState(initial);
  return <TextInput {...props} value={value} onChange={setValue} />;
}

describe('TextInput', () => {
  it('is labelled, and a required one shows a hidden asterisk and is marked required', () => {
    render(<Controlled label="Nome" required />);
    const input = screen.getByRole('textbox', { name: 'Nome' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-required', 'true');
    const mark = screen.getByText('*');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(mark.closest('label')).toHaveAttribute('for', input.id);
  });

  it('has no asterisk when optional', () => {
    render(<Controlled label="Nome" />);
    expect(screen.queryByText('*')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nome' })).not.toBeRequired();
  });

  it('links the description and the error, and marks the field invalid', () => {
    render(<Controlled label="Email" description="Per le ricevute." error="Email non valida." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('Per le ricevute. Email non valida.');
    expect(input).toBeInvalid();
    expect(input).toHaveClass('is-invalid');
    expect(screen.getByText('Email non valida.')).toHaveClass('invalid-feedback');
  });

  it('passes typed text to onChange', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextInput label="Luogo" value="" onChange={onChange} name="location" />);
    await user.type(screen.getByLabelText('Luogo'), 'O');
    expect(onChange).toHaveBeenCalledWith('O');
    expect(screen.getByLabelText('Luogo')).toHaveAttribute('name', 'location');
  });

  it('shows and hides a secret value', async () => {
    const user = userEvent.setup();
    render(<Controlled label="Password" initial="segreto" revealable />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Mostra Password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('segreto');

    await user.click(input);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Nascondi Password' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Mostra Password' })).toHaveAttribute(
      'aria-controls',
      input.id,
    );
  });

  it('a revealed field takes its own type', async () => {
    const user = userEvent.setup();
    render(<Controlled label="Codice" type="tel" revealable />);
    await user.click(screen.getByRole('button', { name: 'Mostra Codice' }));
    expect(screen.getByLabelText('Codice')).toHaveAttribute('type', 'tel');
  });

  describe('copy', () => {
    let writeText: ReturnType<typeof vi.fn>;

    beforeEach(() => {
      writeText = vi.fn(async (_text: string) => {});
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText },
      });
    });

    afterEach(() => {
      Reflect.deleteProperty(navigator, 'clipboard');
    });

    it('copies the value and says so for a while', async () => {
      const user = userEvent.setup();
      render(<Controlled label="Link" initial="https://example.org/x" readOnly copyable />);
      // user-event installs its own clipboard on setup(): put the mock back.
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        await user.click(screen.getByRole('button', { name: 'Copia Link' }));
        expect(writeText).toHaveBeenCalledWith('https://example.org/x');
        expect(screen.getByRole('status')).toHaveTextContent(copyMessages.done);
        expect(screen.getByRole('button', { name: 'Copiato Link' })).toBeInTheDocument();
        act(() => vi.advanceTimersByTime(COPY_FEEDBACK_MS));
        expect(screen.getByRole('status')).toBeEmptyDOMElement();
        expect(screen.getByRole('button', { name: 'Copia Link' })).toBeInTheDocument();
      } finally {
        vi.useRealTimers();
      }
    });

    it('says when the browser refuses to copy', async () => {
      const user = userEvent.setup();
      writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
      render(<Controlled label="Link" initial="abc" copyable />);
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
      await user.click(screen.getByRole('button', { name: 'Copia Link' }));
      expect(await screen.findByText(copyMessages.failed)).toHaveClass('text-danger');
    });

    it('has nothing to copy in an empty field', () => {
      render(<Controlled label="Link" copyable />);
      expect(screen.getByRole('button', { name: 'Copia Link' })).toBeDisabled();
    });
  });

  it('clears the field and puts the cursor back in it', async () => {
    const user = userEvent.setup();
    render(<Controlled label="Ricerca" initial="asini" clearable />);
    await user.click(screen.getByRole('button', { name: 'Svuota Ricerca' }));
    const input = screen.getByRole('textbox', { name: 'Ricerca' });
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Svuota Ricerca' })).not.toBeInTheDocument();
    await user.type(input, 'x');
    expect(screen.getByRole('button', { name: 'Svuota Ricerca' })).toBeInTheDocument();
  });

  it('offers no clear button on a read-only or disabled field', () => {
    render(
      <>
        <Controlled label="A" initial="x" clearable readOnly />
        <Controlled label="B" initial="x" clearable disabled />
      </>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByLabelText('B')).toBeDisabled();
    expect(screen.getByLabelText('A')).toHaveAttribute('readonly');
  });
});
