import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { SiteLanguage } from '#src/config/site';
import { TextArea } from './text-area';

function Limited({ start = '', language }: { start?: string; language?: SiteLanguage }) {
  const [value, setValue] = useState(start);
  return (
    <TextArea
      id="why"
      label="Perché vuoi adottare un cavallo?"
      value={value}
      onChange={setValue}
      limit={20}
      language={language}
    />
  );
}

const live = () => document.querySelector('[aria-live="polite"].visually-hidden');

describe('a limited text area', () => {
  it('counts live, in the field’s description, and speaks only when the count changes zone', async () => {
    const user = userEvent.setup();
    render(<Limited />);
    const field = screen.getByRole('textbox', { name: 'Perché vuoi adottare un cavallo?' });
    expect(field).toHaveAccessibleDescription('0 di 20 caratteri.');
    expect(field).not.toHaveAttribute('maxlength');
    await user.type(field, 'Ho un prato');
    expect(screen.getByText('11 di 20 caratteri.')).toBeInTheDocument();
    expect(live()).toHaveTextContent('');
    await user.type(field, ' grande');
    expect(field).toHaveAccessibleDescription('18 di 20 caratteri: ne restano 2.');
    expect(live()).toHaveTextContent('Ne restano 2 caratteri.');
    await user.type(field, '!');
    // The same zone: nothing new is said.
    expect(live()).toHaveTextContent('Ne restano 2 caratteri.');
    await user.type(field, ' e un box');
    expect(field).toHaveClass('is-invalid');
    expect(
      screen.getByText('28 di 20 caratteri: 8 di troppo, accorcia il testo.'),
    ).toBeInTheDocument();
    // Said once, as the limit was crossed; the count shown goes on.
    expect(live()).toHaveTextContent('Oltre il limite di 20 caratteri: 1 di troppo.');
    await user.clear(field);
    expect(field).not.toHaveClass('is-invalid');
    expect(live()).toHaveTextContent('Entro il limite di 20 caratteri.');
  });

  it('keeps a paste over the limit whole, flagged, in the page’s language', () => {
    render(<Limited language="en" />);
    const field = screen.getByRole('textbox');
    const pasted = 'x'.repeat(22000);
    fireEvent.change(field, { target: { value: pasted } });
    expect(field).toHaveValue(pasted);
    expect(field).toHaveClass('is-invalid');
    expect(field).toHaveAccessibleDescription(
      '22,000 of 20 characters: 21,980 too many, please shorten the text.',
    );
  });

  it('says nothing out loud for a text that opens over its limit (a restored draft)', () => {
    render(<Limited start={'x'.repeat(25)} />);
    expect(screen.getByRole('textbox')).toHaveClass('is-invalid');
    expect(live()).toHaveTextContent('');
  });
});
