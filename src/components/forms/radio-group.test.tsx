import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RadioGroup, type RadioChoice } from './radio-group';

const choices: RadioChoice[] = [
  { value: 'si', label: 'Sì' },
  { value: 'no', label: 'No' },
  { value: 'nonso', label: 'Non so' },
];

function Flag({ start = '', error }: { start?: string; error?: string }) {
  const [value, setValue] = useState(start);
  return (
    <RadioGroup
      id="bdn"
      name="bdn"
      label="Registrato in BDN"
      value={value}
      choices={choices}
      onChange={setValue}
      description="Anagrafe nazionale"
      error={error}
      required
    />
  );
}

describe('RadioGroup', () => {
  it('is a labelled group with every choice, the chosen one checked', () => {
    render(<Flag start="no" />);
    const group = screen.getByRole('radiogroup', { name: /Registrato in BDN/ });
    expect(group).toHaveAccessibleDescription('Anagrafe nazionale');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'si',
      'no',
      'nonso',
    ]);
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
  });

  it('changes with one click or with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Flag />);
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(
      false,
    );
    await user.click(screen.getByRole('radio', { name: 'Sì' }));
    expect(screen.getByRole('radio', { name: 'Sì' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
  });

  it('shows its error and marks the group invalid', () => {
    render(<Flag error="Scegli una risposta." />);
    const group = screen.getByRole('radiogroup', { name: /Registrato in BDN/ });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Anagrafe nazionale Scegli una risposta.');
  });
});
