import './jsdom-editor-stubs';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { linkAddressError } from './link-address';
import { RichTextEditor } from './rich-text-editor';
import { selectText } from './select-text';

const onChange = vi.fn<(html: string) => void>();
const onSubmit = vi.fn();

function Page({ initial = '', disabled = false }: { initial?: string; disabled?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <RichTextEditor
        id="description"
        label="Descrizione"
        value={value}
        describedBy="description-hint"
        disabled={disabled}
        onChange={(html) => {
          onChange(html);
          setValue(html);
        }}
      />
      <p id="description-hint">Paragrafi, grassetto, corsivo, elenchi e collegamenti.</p>
      <button type="button" onClick={() => setValue('<p>Dal server</p>')}>
        Ricarica
      </button>
      <button type="submit">Salva</button>
    </form>
  );
}

function renderPage(props: { initial?: string; disabled?: boolean } = {}) {
  const user = userEvent.setup();
  render(<Page {...props} />);
  return user;
}

const editable = () => screen.getByRole('textbox', { name: 'Descrizione' });
const button = (name: string) => screen.getByRole('button', { name });
const saved = () => onChange.mock.lastCall?.[0];

const select = (text: string, options?: { caretAfter?: boolean }) =>
  selectText(editable(), text, options);

/** jsdom cannot type into ProseMirror key by key: a paste inserts it. */
async function write(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.paste(text);
}

afterEach(() => {
  onChange.mockReset();
  onSubmit.mockReset();
});

describe('the field', () => {
  it('is a multi-line text box named by its label and described by its hint', () => {
    renderPage();
    expect(editable()).toHaveAttribute('aria-multiline', 'true');
    expect(editable()).toHaveAttribute('contenteditable', 'true');
    expect(editable()).toHaveAccessibleDescription(
      'Paragrafi, grassetto, corsivo, elenchi e collegamenti.',
    );
    expect(editable()).toHaveClass('form-control');
    expect(editable()).not.toHaveAttribute('aria-invalid');
    const toolbar = screen.getByRole('toolbar', { name: 'Formattazione: Descrizione' });
    expect(toolbar).toHaveAttribute('aria-controls', editable().id);
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Grassetto', 'Corsivo', 'Elenco puntato', 'Elenco numerato', 'Collegamento']);
  });

  it('is marked invalid when told so', () => {
    render(<RichTextEditor id="d" label="Descrizione" value="" onChange={onChange} invalid />);
    expect(editable()).toHaveAttribute('aria-invalid', 'true');
    expect(editable()).toHaveClass('is-invalid');
  });

  it('loads existing HTML as it is, without reporting a change', () => {
    renderPage({
      initial:
        '<h2>Storia</h2><p>Una <strong>cavalla</strong> <em>calma</em>, <u>sempre</u>.</p><blockquote><p>Frase</p></blockquote><ul><li>fieno<ul><li>secco</li></ul></li></ul><p><a href="https://example.org/" title="Sito">sito</a></p>',
    });
    expect(within(editable()).getByRole('heading', { level: 2, name: 'Storia' })).toBeVisible();
    expect(editable().querySelector('strong')).toHaveTextContent('cavalla');
    expect(editable().querySelector('u')).toHaveTextContent('sempre');
    expect(editable().querySelector('blockquote')).toHaveTextContent('Frase');
    expect(editable().querySelector('ul ul li')).toHaveTextContent('secco');
    expect(within(editable()).getByRole('link', { name: 'sito' })).toHaveAttribute(
      'href',
      'https://example.org/',
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows new content given from outside, without reporting a change', async () => {
    const user = renderPage({ initial: '<p>Vecchio</p>' });
    await user.click(button('Ricarica'));
    expect(editable()).toHaveTextContent('Dal server');
    expect(editable()).not.toHaveTextContent('Vecchio');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reports an emptied editor as "", not an empty paragraph', async () => {
    const user = renderPage({ initial: '<p>Da cancellare</p>' });
    await user.click(editable());
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    expect(saved()).toBe('');
  });

  it('cannot be edited or formatted when disabled', () => {
    renderPage({ initial: '<p>Fisso</p>', disabled: true });
    expect(editable()).toHaveAttribute('contenteditable', 'false');
    for (const name of ['Grassetto', 'Corsivo', 'Elenco puntato', 'Elenco numerato']) {
      expect(button(name)).toBeDisabled();
    }
  });
});

describe('the toolbar', () => {
  it('makes a word bold, then not, its button pressed while the word is selected', async () => {
    const user = renderPage({ initial: '<p>Una cavalla calma</p>' });
    await user.click(editable());
    select('cavalla');
    expect(button('Grassetto')).toHaveAttribute('aria-pressed', 'false');
    await user.click(button('Grassetto'));
    expect(saved()).toBe('<p>Una <strong>cavalla</strong> calma</p>');
    expect(button('Grassetto')).toHaveAttribute('aria-pressed', 'true');
    expect(editable()).toHaveFocus();
    await user.click(button('Grassetto'));
    expect(saved()).toBe('<p>Una cavalla calma</p>');
    expect(button('Grassetto')).toHaveAttribute('aria-pressed', 'false');
  });

  it('makes italic text', async () => {
    const user = renderPage({ initial: '<p>Una cavalla calma</p>' });
    await user.click(editable());
    select('calma');
    await user.click(button('Corsivo'));
    expect(saved()).toBe('<p>Una cavalla <em>calma</em></p>');
    expect(button('Corsivo')).toHaveAttribute('aria-pressed', 'true');
  });

  it('makes bullet and numbered lists, and turns one into the other', async () => {
    const user = renderPage({ initial: '<p>fieno</p>' });
    await user.click(editable());
    select('fieno');
    await user.click(button('Elenco puntato'));
    expect(saved()).toBe('<ul><li>fieno</li></ul>');
    expect(button('Elenco puntato')).toHaveAttribute('aria-pressed', 'true');
    select('fieno', { caretAfter: true });
    await user.keyboard('{Enter}');
    await write(user, 'carote');
    expect(saved()).toBe('<ul><li>fieno</li><li>carote</li></ul>');
    await user.click(button('Elenco numerato'));
    expect(saved()).toBe('<ol><li>fieno</li><li>carote</li></ol>');
    expect(button('Elenco numerato')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Elenco puntato')).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('{Control>}a{/Control}');
    await user.click(button('Elenco numerato'));
    expect(saved()).toBe('<p>fieno</p><p>carote</p>');
  });

  it('is one tab stop, whose buttons the arrow keys, Home and End go through', async () => {
    const user = renderPage();
    await user.tab();
    expect(button('Grassetto')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(button('Corsivo')).toHaveFocus();
    await user.keyboard('{End}');
    expect(button('Collegamento')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(button('Grassetto')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(button('Collegamento')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(button('Grassetto')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    await user.tab();
    expect(editable()).toHaveFocus();
    await user.tab({ shift: true });
    expect(button('Corsivo')).toHaveFocus();
    expect(button('Grassetto')).toHaveAttribute('tabindex', '-1');
  });

  it('never submits the form it is in', async () => {
    const user = renderPage({ initial: '<p>testo</p>' });
    await user.click(editable());
    for (const name of ['Grassetto', 'Corsivo', 'Elenco puntato', 'Elenco numerato']) {
      await user.click(button(name));
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('the keyboard', () => {
  it('makes bold with Ctrl+B and italic with Ctrl+I', async () => {
    const user = renderPage({ initial: '<p>Una cavalla calma</p>' });
    await user.click(editable());
    select('cavalla');
    await user.keyboard('{Control>}b{/Control}');
    expect(saved()).toBe('<p>Una <strong>cavalla</strong> calma</p>');
    select('calma');
    await user.keyboard('{Control>}i{/Control}');
    expect(saved()).toBe('<p>Una <strong>cavalla</strong> <em>calma</em></p>');
  });

  it('makes lists with Ctrl+Shift+8 and Ctrl+Shift+7', async () => {
    const user = renderPage({ initial: '<p>fieno</p>' });
    await user.click(editable());
    select('fieno');
    await user.keyboard('{Control>}{Shift>}8{/Shift}{/Control}');
    expect(saved()).toBe('<ul><li>fieno</li></ul>');
    await user.keyboard('{Control>}{Shift>}7{/Shift}{/Control}');
    expect(saved()).toBe('<ol><li>fieno</li></ol>');
  });

  it('leaves the editor with Tab, even inside a list, and changes nothing', async () => {
    const user = renderPage({ initial: '<ul><li>fieno</li><li>carote</li></ul>' });
    await user.click(editable());
    select('carote');
    await user.tab();
    expect(button('Ricarica')).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    expect(editable().querySelector('ul ul')).toBeNull();
  });

  it('makes no heading, quote or underline: their shortcuts are off', async () => {
    const user = renderPage({ initial: '<p>testo</p>' });
    await user.click(editable());
    select('testo');
    await user.keyboard('{Control>}{Alt>}2{/Alt}{/Control}');
    await user.keyboard('{Control>}u{/Control}');
    expect(onChange).not.toHaveBeenCalled();
    // Ctrl+Shift+B would make a quote; it is bold's Ctrl+B with Shift (or Caps Lock) down.
    await user.keyboard('{Control>}{Shift>}b{/Shift}{/Control}');
    expect(saved()).toBe('<p><strong>testo</strong></p>');
  });

  it('makes lists, not headings or quotes, from markdown typed at the start of a line', async () => {
    const user = renderPage();
    await user.click(editable());
    await write(user, '-');
    await user.keyboard(' ');
    await write(user, 'fieno');
    expect(saved()).toBe('<ul><li>fieno</li></ul>');
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await write(user, '##');
    await user.keyboard(' ');
    await write(user, 'Titolo');
    expect(saved()).toBe('<p>## Titolo</p>');
  });
});

describe('a link', () => {
  it('is made from the selected text with the address typed in the form; Enter applies it', async () => {
    const user = renderPage({ initial: '<p>Visita il sito oggi</p>' });
    await user.click(editable());
    select('il sito');
    await user.click(button('Collegamento'));
    const address = screen.getByRole('textbox', { name: 'Indirizzo del collegamento' });
    expect(address).toHaveFocus();
    expect(address).toHaveAccessibleDescription('Diventa un collegamento: «il sito».');
    await user.type(address, 'https://www.example.org/cavalli{Enter}');
    expect(saved()).toBe(
      '<p>Visita <a href="https://www.example.org/cavalli">il sito</a> oggi</p>',
    );
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox', { name: 'Indirizzo del collegamento' })).toBeNull();
    await waitFor(() => expect(editable()).toHaveFocus());
    expect(button('Collegamento')).toHaveAttribute('aria-pressed', 'true');
  });

  it('is written as its own address with nothing selected; www, e-mails and phones are completed', async () => {
    const user = renderPage({ initial: '<p>Scrivi a </p>' });
    await user.click(editable());
    await user.keyboard('{Control>}a{/Control}{ArrowRight}');
    await user.click(button('Collegamento'));
    const address = screen.getByRole('textbox', { name: 'Indirizzo del collegamento' });
    expect(address).toHaveAccessibleDescription(/^Nessun testo selezionato/);
    await user.type(address, 'info@example.org');
    await user.click(button('Applica'));
    expect(saved()).toBe('<p>Scrivi a<a href="mailto:info@example.org">info@example.org</a></p>');
  });

  it('refuses an address that is not web, e-mail or phone, and says why', async () => {
    const user = renderPage({ initial: '<p>premi qui</p>' });
    await user.click(editable());
    select('qui');
    await user.click(button('Collegamento'));
    const address = screen.getByRole('textbox', { name: 'Indirizzo del collegamento' });
    await user.type(address, 'javascript:alert(1)');
    await user.click(button('Applica'));
    expect(address).toBeInvalid();
    expect(address).toHaveAccessibleDescription(
      `Diventa un collegamento: «qui». ${linkAddressError}`,
    );
    expect(onChange).not.toHaveBeenCalled();
    await user.clear(address);
    expect(address).not.toBeInvalid();
    await user.type(address, 'www.example.org');
    await user.click(button('Applica'));
    expect(saved()).toBe('<p>premi <a href="https://www.example.org">qui</a></p>');
  });

  it('shows its address when edited, changes it, or becomes text again', async () => {
    const user = renderPage({
      initial: '<p>Il <a href="https://example.org/a">sito</a> nuovo</p>',
    });
    await user.click(editable());
    select('sito');
    expect(button('Collegamento')).toHaveAttribute('aria-pressed', 'true');
    await user.click(button('Collegamento'));
    const address = screen.getByRole('textbox', { name: 'Indirizzo del collegamento' });
    expect(address).toHaveValue('https://example.org/a');
    expect(address).toHaveAccessibleDescription('Diventa un collegamento: «sito».');
    await user.clear(address);
    await user.type(address, 'tel:+390000123456{Enter}');
    expect(saved()).toBe('<p>Il <a href="tel:+390000123456">sito</a> nuovo</p>');
    // The editor takes the focus back on the next frame; only then does it follow the selection.
    await waitFor(() => expect(editable()).toHaveFocus());

    select('si', { caretAfter: true });
    await user.click(button('Collegamento'));
    expect(
      screen.getByRole('textbox', { name: 'Indirizzo del collegamento' }),
    ).toHaveAccessibleDescription(
      'Cambia l’indirizzo del collegamento in cui si trova il cursore.',
    );
    await user.click(button('Rimuovi collegamento'));
    expect(saved()).toBe('<p>Il sito nuovo</p>');
    expect(button('Collegamento')).toHaveAttribute('aria-pressed', 'false');
  });

  it('is made from a web or e-mail address as it is typed, not from other schemes', async () => {
    const user = renderPage();
    await user.click(editable());
    await write(user, 'Visita www.example.org');
    await user.keyboard(' ');
    await write(user, 'o scrivi a info@example.org');
    await user.keyboard(' ');
    await write(user, 'non ftp://example.org');
    await user.keyboard(' ');
    expect(saved()).toBe(
      '<p>Visita <a href="https://www.example.org">www.example.org</a> o scrivi a <a href="mailto:info@example.org">info@example.org</a> non ftp://example.org </p>',
    );
  });

  it('opens with Ctrl+K and closes with Escape or Annulla, changing nothing', async () => {
    const user = renderPage({ initial: '<p>testo</p>' });
    await user.click(editable());
    select('testo');
    await user.keyboard('{Control>}k{/Control}');
    const address = screen.getByRole('textbox', { name: 'Indirizzo del collegamento' });
    expect(address).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Rimuovi collegamento' })).toBeNull();
    await user.type(address, 'https://example.org{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Indirizzo del collegamento' })).toBeNull();
    await waitFor(() => expect(editable()).toHaveFocus());

    await user.click(button('Collegamento'));
    await user.click(button('Annulla'));
    expect(screen.queryByRole('textbox', { name: 'Indirizzo del collegamento' })).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('pasting', () => {
  it('cleans what Word puts on the clipboard', async () => {
    const user = renderPage();
    await user.click(editable());
    const html =
      "<html><body><!--StartFragment--><p class=MsoNormal style='margin-bottom:0cm'><span style='font-size:12.0pt;mso-ansi-language:IT'>Ada è <b>calma</b><o:p></o:p></span></p><p class=MsoNormal><o:p>&nbsp;</o:p></p><!--EndFragment--></body></html>";
    await user.paste({
      types: ['text/html', 'text/plain'],
      getData: (type: string) => (type === 'text/html' ? html : 'Ada è calma'),
    } as unknown as DataTransfer);
    expect(saved()).toBe('<p>Ada è <strong>calma</strong></p>');
  });

  it('keeps plain text as paragraphs', async () => {
    const user = renderPage();
    await user.click(editable());
    await write(user, 'Prima riga\nSeconda riga');
    expect(saved()).toBe('<p>Prima riga</p><p>Seconda riga</p>');
  });
});
