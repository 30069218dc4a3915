import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Checkbox } from './checkbox';
import { TextArea } from './text-area';

function Notes(props: { required?: boolean; error?: string; limit?: number }) {
  const [value, setValue] = useState('');
  return (
    <TextArea
      label="Note"
      value={value}
      onChange={setValue}
      description="Solo per lo staff."
      {...props}
    />
  );
}

describe('TextArea', () => {
  it('is a labelled multi-line field with its description', async () => {
    const user = userEvent.setup();
    render(<Notes />);
    const area = screen.getByRole('textbox', { name: 'Note' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAccessibleDescription('Solo per lo staff.');
    await user.type(area, 'riga uno{Enter}riga due');
    expect(area).toHaveValue('riga uno\nriga due');
  });

  it('marks a required field and an error', () => {
    render(<Notes required error="Scrivi una nota." limit={10} />);
    const area = screen.getByRole('textbox', { name: 'Note' });
    expect(area).toBeRequired();
    expect(area).toBeInvalid();
    // A limit is counted, never cut (text-area.test.tsx).
    expect(area).not.toHaveAttribute('maxlength');
    expect(area).toHaveAccessibleDescription(
      'Solo per lo staff. Scrivi una nota. 0 di 10 caratteri.',
    );
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });
});

function Consent(props: { required?: boolean; disabled?: boolean }) {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      label="Accetto il trattamento dei dati"
      checked={checked}
      onChange={setChecked}
      description="Leggi l'informativa."
      {...props}
    />
  );
}

describe('Checkbox', () => {
  it('toggles by click on the box or the label and with Space', async () => {
    const user = userEvent.setup();
    render(<Consent />);
    const box = screen.getByRole('checkbox', { name: 'Accetto il trattamento dei dati' });
    expect(box).toHaveAccessibleDescription("Leggi l'informativa.");
    await user.click(box);
    expect(box).toBeChecked();
    await user.click(screen.getByText('Accetto il trattamento dei dati'));
    expect(box).not.toBeChecked();
    box.focus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
  });

  it('shows the required asterisk after its label', () => {
    render(<Consent required />);
    const box = screen.getByRole('checkbox', { name: 'Accetto il trattamento dei dati' });
    expect(box).toBeRequired();
    const mark = screen.getByText('*');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(mark.closest('label')).toHaveAttribute('for', box.id);
  });

  it('can be disabled', async () => {
    const user = userEvent.setup();
    render(<Consent disabled />);
    const box = screen.getByRole('checkbox');
    await user.click(box);
    expect(box).not.toBeChecked();
    expect(box).toBeDisabled();
  });
});
