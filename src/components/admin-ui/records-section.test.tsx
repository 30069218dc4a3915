import { screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import { savedMessage, TextInput } from '#src/components/forms';
import { unsavedChangesTexts } from '#src/components/forms/unsaved-changes-dialog';
import { fail, ok, type Result } from '#src/lib/data/result';
import { renderAdmin } from '#src/test-support/render-admin';
import type { SavedRecord } from './record-editor';
import { RecordsSection, type RecordsSectionProps } from './records-section';

interface Note {
  readonly id: string;
  readonly title: string;
}
type Draft = Note;

const first: Note = { id: 'a', title: 'Alfa' };
const second: Note = { id: 'b', title: 'Beta' };

const load = vi.fn<() => Promise<Result<readonly Note[]>>>();
const save = vi.fn<(draft: Draft, original: Note | null) => Promise<Result<SavedRecord<Note>>>>();
const remove = vi.fn<(note: Note) => Promise<Result<{ left: boolean }>>>();

beforeEach(() => {
  load.mockResolvedValue(ok([first, second]));
  save.mockImplementation(async (draft) => ok({ record: draft }));
  remove.mockResolvedValue(ok({ left: false }));
});

afterEach(() => {
  load.mockReset();
  save.mockReset();
  remove.mockReset();
});

const texts = {
  title: 'Appunti',
  intro: 'Gli appunti del cavallo.',
  add: 'Aggiungi appunto',
  none: 'Nessun appunto.',
  loading: 'Caricamento degli appunti…',
  loadFailed: 'Non riusciamo a caricare gli appunti:',
  listLabel: 'Appunti di Ada',
  addTitle: 'Nuovo appunto',
  editTitle: 'Modifica appunto',
  deleteTitle: 'Elimina appunto',
  deleteQuestion: (note: Note) => `Eliminare «${note.title}»?`,
  deleted: (note: Note, { left }: { left: boolean }) =>
    left
      ? { tone: 'warning' as const, text: `«${note.title}» eliminato, non del tutto.` }
      : { tone: 'success' as const, text: `«${note.title}» eliminato.` },
  discardQuestion: 'L’appunto aperto ha modifiche non salvate.',
};

type Props = RecordsSectionProps<Note, readonly Note[], Draft, 'title', { left: boolean }>;

function renderSection(props: Partial<Props> = {}) {
  return renderAdmin(
    <>
      <Link to="/admin/horses">Cavalli</Link>
      <RecordsSection
        texts={texts}
        read={{ what: 'the notes of ada', load, records: (notes) => notes }}
        editor={{
          newDraft: () => ({ id: 'new', title: '' }),
          draftOf: (note) => note,
          errors: (draft) => (draft.title ? {} : { title: 'Scrivi il titolo.' }),
          labels: { title: 'Titolo' },
          save,
          fields: (form) => (
            <TextInput
              label="Titolo"
              name="title"
              value={form.item.title}
              onChange={(value) => form.setField('title', value)}
              error={form.errors.title}
            />
          ),
        }}
        remove={remove}
        order={(a, b) => a.title.localeCompare(b.title)}
        label={(note) => note.title}
        row={(note) => <span className="records-section__title">{note.title}</span>}
        {...props}
      />
    </>,
    { path: '/admin/horses/ada', routes: { '/admin/horses': <h1>Lista</h1> } },
  );
}

const listed = () =>
  within(screen.getByRole('list', { name: 'Appunti di Ada' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.records-section__title')?.textContent);
const titleField = () => screen.getByRole('textbox', { name: 'Titolo' });
const status = () => document.querySelector('.records-section__message');

describe('a records section', () => {
  it('lists the records under its heading, each with its buttons', async () => {
    renderSection();
    expect(screen.getByRole('region', { name: 'Appunti' })).toBeInTheDocument();
    expect(screen.getByText('Gli appunti del cavallo.')).toBeInTheDocument();
    expect(screen.getByText('Caricamento degli appunti…')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Appunti di Ada' });
    expect(listed()).toEqual(['Alfa', 'Beta']);
    expect(screen.getByRole('button', { name: 'Modifica: Beta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elimina: Beta' })).toBeInTheDocument();
  });

  it('says when there is nothing, and when the read fails (logged)', async () => {
    load.mockResolvedValue(ok([]));
    const { unmount } = renderSection();
    expect(await screen.findByText('Nessun appunto.')).toBeInTheDocument();
    unmount();
    vi.mocked(console.error).mockImplementation(() => {});
    load.mockResolvedValue(fail('unavailable', 'Non raggiungibile.'));
    const { events } = renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Non riusciamo a caricare gli appunti: Non raggiungibile.',
    );
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith(
      'Loading the notes of ada failed: Non raggiungibile.',
    );
    load.mockResolvedValue(ok([first]));
    await events.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('list', { name: 'Appunti di Ada' })).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledTimes(1);
  });

  it('opens an editor for a new record, focused; once saved it closes and the list has it', async () => {
    const { events } = renderSection();
    await screen.findByRole('list');
    const add = screen.getByRole('button', { name: 'Aggiungi appunto' });
    await events.click(add);
    expect(screen.getByRole('form', { name: 'Nuovo appunto' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 3, name: 'Nuovo appunto' })).toHaveFocus(),
    );
    await events.type(titleField(), 'Aria');
    await events.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(save).toHaveBeenCalledWith({ id: 'new', title: 'Aria' }, null);
    expect(listed()).toEqual(['Alfa', 'Aria', 'Beta']);
    expect(status()).toHaveTextContent(savedMessage);
    expect(add).toHaveFocus();
  });

  it('edits a stored record in place, and gives focus back to its button', async () => {
    const { events } = renderSection();
    await screen.findByRole('list');
    const edit = screen.getByRole('button', { name: 'Modifica: Alfa' });
    await events.click(edit);
    expect(screen.getByRole('form', { name: 'Modifica appunto' })).toBeInTheDocument();
    expect(titleField()).toHaveValue('Alfa');
    await events.type(titleField(), 'bis');
    await events.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(save).toHaveBeenCalledWith({ id: 'a', title: 'Alfabis' }, first);
    expect(listed()).toEqual(['Alfabis', 'Beta']);
    expect(edit).toHaveFocus();
  });

  it('says what the save left undone, and a saved text of its own', async () => {
    save.mockImplementation(async (draft) => ok({ record: draft, warning: 'Salvato a metà.' }));
    const { events } = renderSection({
      texts: { ...texts, saved: (note) => `«${note.title}» ok` },
    });
    await screen.findByRole('list');
    await events.click(screen.getByRole('button', { name: 'Modifica: Alfa' }));
    await events.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Salvato a metà.')).toHaveClass('alert-warning');
    save.mockImplementation(async (draft) => ok({ record: draft }));
    await events.click(screen.getByRole('button', { name: 'Modifica: Beta' }));
    await events.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('«Beta» ok')).toHaveClass('alert-success');
  });

  it('refuses to save a draft with errors, each by its field', async () => {
    const { events } = renderSection();
    await screen.findByRole('list');
    await events.click(screen.getByRole('button', { name: 'Aggiungi appunto' }));
    expect(titleField()).not.toHaveAccessibleDescription(expect.stringContaining('Scrivi'));
    await events.click(screen.getByRole('button', { name: 'Salva' }));
    expect(titleField()).toHaveAccessibleDescription(expect.stringContaining('Scrivi il titolo.'));
    expect(titleField()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Salva' })).toHaveAccessibleDescription(
      'Da correggere: «Titolo».',
    );
    expect(save).not.toHaveBeenCalled();
    await events.type(titleField(), 'Gamma');
    expect(titleField()).not.toHaveAccessibleDescription(expect.stringContaining('Scrivi'));
    await events.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  });

  it('shows a failed save in red, keeping the editor, what was typed and the list', async () => {
    save.mockResolvedValue(fail('permission-denied', 'Non hai i permessi.'));
    const { events } = renderSection();
    await screen.findByRole('list');
    await events.click(screen.getByRole('button', { name: 'Modifica: Beta' }));
    await events.type(titleField(), '!');
    await events.click(screen.getByRole('button', { name: 'Salva' }));
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Non hai i permessi.');
    expect(error).toHaveClass('text-danger');
    expect(titleField()).toHaveValue('Beta!');
    expect(listed()).toEqual(['Alfa', 'Beta']);
    expect(status()).toHaveTextContent('');
  });

  it('closes an editor without asking when nothing changed', async () => {
    const { events } = renderSection();
    await screen.findByRole('list');
    const edit = screen.getByRole('button', { name: 'Modifica: Alfa' });
    await events.click(edit);
    await events.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(edit).toHaveFocus();
  });

  it('asks before an editor with unsaved changes is closed or left for another', async () => {
    const { events } = renderSection();
    await screen.findByRole('list');
    await events.click(screen.getByRole('button', { name: 'Modifica: Alfa' }));
    await events.type(titleField(), '!');
    await events.click(screen.getByRole('button', { name: 'Chiudi' }));
    const question = await screen.findByRole('dialog', { name: 'Modifiche non salvate' });
    expect(question).toHaveTextContent('L’appunto aperto ha modifiche non salvate.');
    await events.click(within(question).getByRole('button', { name: 'Resta qui' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(titleField()).toHaveValue('Alfa!');

    await events.click(screen.getByRole('button', { name: 'Modifica: Beta' }));
    const again = await screen.findByRole('dialog', { name: 'Modifiche non salvate' });
    await events.click(within(again).getByRole('button', { name: 'Chiudi senza salvare' }));
    await waitFor(() => expect(titleField()).toHaveValue('Beta'));

    await events.type(titleField(), '?');
    await events.click(screen.getByRole('button', { name: 'Chiudi' }));
    await events.click(await screen.findByRole('button', { name: 'Chiudi senza salvare' }));
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(save).not.toHaveBeenCalled();
    expect(listed()).toEqual(['Alfa', 'Beta']);
  });

  it('asks before leaving the page with an editor with unsaved changes', async () => {
    const { events, location } = renderSection();
    await screen.findByRole('list');
    await events.click(screen.getByRole('button', { name: 'Aggiungi appunto' }));
    await events.type(titleField(), 'Bozza');
    await events.click(screen.getByRole('link', { name: 'Cavalli' }));
    expect(
      await screen.findByRole('dialog', { name: unsavedChangesTexts.title }),
    ).toBeInTheDocument();
    expect(location()).toBe('/admin/horses/ada');
  });

  it('asks before deleting; Annulla deletes nothing', async () => {
    const { events } = renderSection();
    await screen.findByRole('list');
    await events.click(screen.getByRole('button', { name: 'Elimina: Alfa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elimina appunto' });
    expect(dialog).toHaveTextContent('Eliminare «Alfa»?');
    await events.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();
    expect(listed()).toEqual(['Alfa', 'Beta']);
  });

  it('deletes once confirmed, closing the editor of that record, and says how it went', async () => {
    remove.mockResolvedValueOnce(ok({ left: false })).mockResolvedValueOnce(ok({ left: true }));
    const { events } = renderSection();
    await screen.findByRole('list');
    await events.click(screen.getByRole('button', { name: 'Modifica: Alfa' }));
    await events.click(screen.getByRole('button', { name: 'Elimina: Alfa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elimina appunto' });
    await events.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remove).toHaveBeenCalledWith(first);
    expect(listed()).toEqual(['Beta']);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByText('«Alfa» eliminato.')).toHaveClass('alert-success');

    await events.click(screen.getByRole('button', { name: 'Elimina: Beta' }));
    await events.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Elimina' }),
    );
    expect(await screen.findByText('«Beta» eliminato, non del tutto.')).toHaveClass(
      'alert-warning',
    );
    expect(screen.getByText('Nessun appunto.')).toBeInTheDocument();
  });

  it('shows a failed deletion in red in the question, keeping the record', async () => {
    remove.mockResolvedValue(fail('unavailable', 'Servizio non raggiungibile.'));
    const { events } = renderSection();
    await screen.findByRole('list');
    await events.click(screen.getByRole('button', { name: 'Elimina: Beta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elimina appunto' });
    await events.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Servizio non raggiungibile.',
    );
    expect(listed()).toEqual(['Alfa', 'Beta']);
  });

  it('shows what comes before the list, and the add button by the list’s own heading', async () => {
    const { events } = renderSection({
      texts: { ...texts, listTitle: 'Registro' },
      before: (_data, records) => <p>{records.length} appunti</p>,
    });
    expect(await screen.findByText('2 appunti')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Registro' })).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Aggiungi appunto' }));
    expect(screen.getByRole('heading', { level: 4, name: 'Nuovo appunto' })).toBeInTheDocument();
  });

  it('offers no Modifica without a draft of a stored record, and a row’s own buttons', async () => {
    const { events } = renderSection({
      editor: {
        newDraft: () => ({ id: 'new', title: '' }),
        errors: () => ({}),
        labels: { title: 'Titolo' },
        save,
        fields: () => null,
      },
      actions: (note, say) => (
        <button type="button" onClick={() => say({ tone: 'danger', text: `No: ${note.title}` })}>
          Apri
        </button>
      ),
    });
    await screen.findByRole('list');
    expect(screen.queryByRole('button', { name: /^Modifica/ })).not.toBeInTheDocument();
    await events.click(screen.getAllByRole('button', { name: 'Apri' })[0] as HTMLElement);
    expect(await screen.findByRole('alert')).toHaveTextContent('No: Alfa');
  });
});
