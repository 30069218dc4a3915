import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { regions } from '#src/config/options';
import { ModalOverlay } from '#src/components/admin-ui/modal-overlay';
import { noMatch } from './searchable-select';
import { defaultPlaceholder, SelectInput, type SelectInputProps } from './select-input';

const regionOptions = regions.map((value) => ({ value, label: value }));

type Props = Partial<Omit<SelectInputProps, 'value' | 'onChange'>> & {
  initial?: string;
  onPick?: (value: string) => void;
};

function Controlled({ initial = '', onPick, ...props }: Props) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <SelectInput
        label="Regione"
        options={regionOptions}
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          onPick?.(next);
        }}
      />
      <output data-testid="value">{value}</output>
      <button type="button">Altro</button>
    </>
  );
}

const value = () => screen.getByTestId('value').textContent;
const combobox = () => screen.getByRole('combobox', { name: 'Regione' });
const listbox = () => screen.queryByRole('listbox');
const visibleOptions = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('SelectInput (native)', () => {
  it('lists the options after an empty choice and reports the value picked', async () => {
    const user = userEvent.setup();
    render(<Controlled required description="Dove vive il cavallo." />);
    const select = screen.getByRole('combobox', { name: 'Regione' });
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveValue('');
    expect(within(select).getAllByRole('option')[0]).toHaveTextContent(defaultPlaceholder);
    expect(within(select).getAllByRole('option')).toHaveLength(regions.length + 1);
    expect(select).toBeRequired();
    expect(select).toHaveAccessibleDescription('Dove vive il cavallo.');
    await user.selectOptions(select, 'Toscana');
    expect(value()).toBe('Toscana');
  });

  it('uses an empty option of its own instead of adding one', () => {
    render(
      <Controlled
        options={[
          { value: '', label: 'Da valutare' },
          { value: 'Promosso', label: 'Promosso' },
        ]}
        placeholder="— scegli —"
      />,
    );
    const options = within(screen.getByRole('combobox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Da valutare', 'Promosso']);
  });

  it('shows an error, linked and invalid', () => {
    render(<Controlled error="Scegli una regione." />);
    expect(screen.getByRole('combobox')).toBeInvalid();
    expect(screen.getByRole('combobox')).toHaveAccessibleDescription('Scegli una regione.');
  });
});

describe('SelectInput (searchable)', () => {
  it('is a labelled combobox controlling a listbox, closed at first', () => {
    render(<Controlled searchable required initial="Lazio" />);
    const input = combobox();
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveValue('Lazio');
    expect(input.getAttribute('aria-controls')).toBe(
      document.querySelector('[role="listbox"]')?.id,
    );
    expect(listbox()).not.toBeInTheDocument(); // hidden
  });

  it('filters as one types, ignoring case and accents, and Enter picks the first match', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    render(<Controlled searchable required onPick={onPick} />);
    await user.type(combobox(), 'AOSTA');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(visibleOptions()).toEqual(["Valle d'Aosta"]);
    const active = combobox().getAttribute('aria-activedescendant');
    expect(document.getElementById(active ?? '')).toHaveTextContent("Valle d'Aosta");
    expect(document.getElementById(active ?? '')).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith("Valle d'Aosta");
    expect(combobox()).toHaveValue("Valle d'Aosta");
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');
    expect(combobox()).toHaveFocus();
  });

  it('matches accented labels from plain letters', async () => {
    const user = userEvent.setup();
    render(
      <Controlled
        searchable
        options={[
          { value: 'a', label: 'Attività fisica' },
          { value: 'b', label: 'Passeggiate' },
        ]}
      />,
    );
    await user.type(combobox(), 'attivita');
    expect(visibleOptions()).toEqual(['Attività fisica']);
  });

  it('moves with the arrows (wrapping) and picks with Enter', async () => {
    const user = userEvent.setup();
    render(<Controlled searchable required />);
    combobox().focus();
    await user.keyboard('{ArrowDown}');
    expect(visibleOptions()).toHaveLength(regions.length);
    const activeText = () =>
      document.getElementById(combobox().getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(activeText()).toBe('Abruzzo');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeText()).toBe('Calabria');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(activeText()).toBe('Estero');
    await user.keyboard('{Enter}');
    expect(value()).toBe('Estero');

    await user.keyboard('{ArrowDown}');
    expect(activeText()).toBe('Estero');
  });

  it('says "Nessun risultato" when nothing matches, and Enter then picks nothing', async () => {
    const user = userEvent.setup();
    render(<Controlled searchable initial="Lazio" />);
    await user.clear(combobox());
    await user.type(combobox(), 'Narnia');
    expect(screen.getByText(noMatch)).toHaveAttribute('role', 'status');
    expect(listbox()).not.toBeInTheDocument();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(value()).toBe('Lazio');
  });

  it('closes with Escape and restores the chosen label', async () => {
    const user = userEvent.setup();
    render(<Controlled searchable initial="Lazio" />);
    await user.clear(combobox());
    await user.type(combobox(), 'tosc');
    expect(visibleOptions()).toEqual(['Toscana']);
    await user.keyboard('{Escape}');
    expect(listbox()).not.toBeInTheDocument();
    expect(combobox()).toHaveValue('Lazio');
    expect(value()).toBe('Lazio');
  });

  it('picks with a click on an option, keeping the focus in the text box', async () => {
    const user = userEvent.setup();
    render(<Controlled searchable />);
    await user.click(screen.getByRole('button', { name: 'Opzioni di Regione' }));
    expect(combobox()).toHaveFocus();
    await user.click(screen.getByRole('option', { name: 'Sicilia' }));
    expect(value()).toBe('Sicilia');
    expect(combobox()).toHaveFocus();
    expect(listbox()).not.toBeInTheDocument();
  });

  it('closes on a click outside without picking', async () => {
    const user = userEvent.setup();
    render(<Controlled searchable initial="Lazio" />);
    await user.click(combobox());
    expect(screen.getByRole('listbox')).toBeVisible();
    await user.type(combobox(), 'x');
    await user.click(document.body);
    expect(listbox()).not.toBeInTheDocument();
    expect(combobox()).toHaveValue('Lazio');
    expect(value()).toBe('Lazio');
  });

  it('closes on a mouse press outside while keeping the focus (e.g. on a scrollbar)', async () => {
    const user = userEvent.setup();
    render(<Controlled searchable />);
    await user.click(combobox());
    expect(screen.getByRole('listbox')).toBeVisible();
    fireEvent.mouseDown(screen.getByTestId('value'));
    await waitFor(() => expect(listbox()).not.toBeInTheDocument());
  });

  it('picks the highlighted match when Tab leaves after typing, not when just passing by', async () => {
    const user = userEvent.setup();
    render(<Controlled searchable />);
    await user.type(combobox(), 'umb');
    await user.tab();
    expect(value()).toBe('Umbria');
    expect(screen.getByRole('button', { name: 'Altro' })).toHaveFocus();

    await user.click(combobox());
    expect(screen.getByRole('listbox')).toBeVisible();
    await user.tab();
    expect(value()).toBe('Umbria');
  });

  it('offers an empty choice when optional, to clear the value', async () => {
    const user = userEvent.setup();
    render(<Controlled searchable initial="Lazio" />);
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: '— Nessuna scelta —' }));
    expect(value()).toBe('');
    expect(combobox()).toHaveValue('');
  });

  it('has no empty choice when required', async () => {
    const user = userEvent.setup();
    render(<Controlled searchable required />);
    await user.click(combobox());
    expect(visibleOptions()[0]).toBe('Abruzzo');
  });

  it('submits its value under its name', () => {
    render(
      <form aria-label="f">
        <Controlled searchable name="region" initial="Molise" />
      </form>,
    );
    const data = new FormData(screen.getByRole('form', { name: 'f' }) as HTMLFormElement);
    expect(data.get('region')).toBe('Molise');
  });

  it('shows an error, linked and invalid', () => {
    render(<Controlled searchable error="Scegli una regione." />);
    expect(combobox()).toBeInvalid();
    expect(combobox()).toHaveAccessibleDescription('Scegli una regione.');
  });

  it('in a dialog, Escape closes the list first and the dialog only after', async () => {
    const user = userEvent.setup();
    const onHide = vi.fn();
    render(
      <ModalOverlay show onHide={onHide} title="Finestra">
        <Controlled searchable />
      </ModalOverlay>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Finestra' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Regione' }), 'lom');
    expect(screen.getByRole('listbox')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(listbox()).not.toBeInTheDocument();
    expect(onHide).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onHide).toHaveBeenCalledTimes(1);
  });
});
