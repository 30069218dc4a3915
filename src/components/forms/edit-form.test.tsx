import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router';
import { fail, ok, type Result } from '#src/lib/data/result';
import { renderAdmin } from '#src/test-support/render-admin';
import { SaveBar } from './save-bar';
import { savedMessage } from './save-feedback';
import { TextInput } from './text-input';
import { unsavedChangesTexts } from './unsaved-changes-dialog';
import { UnsavedChangesGuard } from './unsaved-changes';
import { useEditForm } from './use-edit-form';

interface Note {
  readonly title: string;
}

function pendingSave() {
  const calls: { item: Note; finish: (result: Result<Note>) => void }[] = [];
  const update = vi.fn(
    (item: Note) =>
      new Promise<Result<Note>>((resolve) => {
        calls.push({ item, finish: resolve });
      }),
  );
  return { update, calls };
}

function NoteForm({ update }: { update: (item: Note) => Promise<Result<Note>> }) {
  const form = useEditForm<Note>({ title: 'Ada' }, update);
  return (
    <form
      aria-label="Nota"
      onSubmit={(event) => {
        event.preventDefault();
        void form.save();
      }}
    >
      <h1>{form.saved.title}</h1>
      <TextInput
        label="Titolo"
        value={form.item.title}
        onChange={(value) => form.setField('title', value)}
      />
      <SaveBar saving={form.saving} feedback={form.feedback} backTo="/admin/note" />
      <UnsavedChangesGuard when={form.dirty} />
      <Link to="/admin/altro">Altra pagina</Link>
    </form>
  );
}

function renderNote(update: (item: Note) => Promise<Result<Note>>) {
  return renderAdmin(<NoteForm update={update} />, {
    path: '/admin/note/1',
    routes: { '/admin/note': <h1>Elenco</h1>, '/admin/altro': <h1>Altro</h1> },
  });
}

const title = () => screen.getByRole('textbox', { name: 'Titolo' });
const salva = () => screen.getByRole('button', { name: 'Salva' });

describe('an edit form on the kit', () => {
  it('saves what is on screen, says so, and follows the saved item in its title', async () => {
    const { update, calls } = pendingSave();
    const { events } = renderNote(update);
    await events.clear(title());
    await events.type(title(), 'Bella');
    await events.click(salva());
    expect(salva()).toBeDisabled();
    expect(salva()).toHaveAttribute('aria-busy', 'true');
    expect(calls.map((call) => call.item)).toEqual([{ title: 'Bella' }]);
    await act(async () => calls[0]?.finish(ok({ title: 'Bella' })));
    expect(await screen.findByText(savedMessage)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bella');
    expect(salva()).toBeEnabled();
  });

  it('keeps what is typed while a save runs, and sends a second click only once', async () => {
    const { update, calls } = pendingSave();
    const { events } = renderNote(update);
    await events.type(title(), ' A');
    fireEvent.submit(screen.getByRole('form', { name: 'Nota' }));
    fireEvent.submit(screen.getByRole('form', { name: 'Nota' }));
    await events.type(title(), 'B');
    await act(async () => calls[0]?.finish(ok({ title: 'Ada A' })));
    expect(update).toHaveBeenCalledTimes(1);
    expect(title()).toHaveValue('Ada AB');
    expect(screen.getByText(savedMessage)).toBeInTheDocument();
  });

  it('keeps everything typed when the save fails, and shows the error in an alert', async () => {
    const update = vi.fn(async () =>
      fail<Note>('permission-denied', 'Non hai i permessi per questa operazione.'),
    );
    const { events } = renderNote(update);
    await events.clear(title());
    await events.type(title(), 'Nuovo titolo');
    await events.click(salva());
    expect(await screen.findByRole('alert')).toHaveTextContent(/permess/i);
    expect(title()).toHaveValue('Nuovo titolo');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ada');
  });

  it('clears the saved message on the next change', async () => {
    const update = vi.fn(async (item: Note) => ok(item));
    const { events } = renderNote(update);
    await events.type(title(), 'x');
    await events.click(salva());
    expect(await screen.findByText(savedMessage)).toBeInTheDocument();
    await events.type(title(), 'y');
    expect(screen.queryByText(savedMessage)).not.toBeInTheDocument();
  });
});

describe('leaving a form with unsaved changes', () => {
  it('leaves at once when nothing changed', async () => {
    const { events, location } = renderNote(vi.fn());
    await events.click(screen.getByRole('link', { name: 'Indietro' }));
    expect(location()).toBe('/admin/note');
  });

  it('asks first, and stays when asked to (the focus on "Resta qui")', async () => {
    const { events, location } = renderNote(vi.fn());
    await events.type(title(), '!');
    await events.click(screen.getByRole('link', { name: 'Indietro' }));
    const dialog = await screen.findByRole('dialog', { name: unsavedChangesTexts.title });
    expect(dialog).toHaveTextContent(unsavedChangesTexts.message);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: unsavedChangesTexts.stay })).toHaveFocus(),
    );
    await events.click(screen.getByRole('button', { name: unsavedChangesTexts.stay }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/admin/note/1');
    expect(title()).toHaveValue('Ada!');
  });

  it('leaves, losing the changes, when the user says so', async () => {
    const { events, location } = renderNote(vi.fn());
    await events.type(title(), '!');
    await events.click(screen.getByRole('link', { name: 'Altra pagina' }));
    await events.click(await screen.findByRole('button', { name: unsavedChangesTexts.leave }));
    await waitFor(() => expect(location()).toBe('/admin/altro'));
  });

  it('does not ask once the changes are saved, nor when the typing is undone', async () => {
    const update = vi.fn(async (item: Note) => ok(item));
    const { events, location, router } = renderNote(update);
    await events.type(title(), '!');
    await events.type(title(), '{Backspace}');
    await events.click(screen.getByRole('link', { name: 'Altra pagina' }));
    expect(location()).toBe('/admin/altro');
    await act(() => router.navigate('/admin/note/1'));
    await events.type(title(), '?');
    await events.click(salva());
    await screen.findByText(savedMessage);
    await events.click(screen.getByRole('link', { name: 'Indietro' }));
    expect(location()).toBe('/admin/note');
  });

  it('asks the browser before a reload or a closed tab, and only while something is unsaved', async () => {
    const { events } = renderNote(vi.fn());
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await events.type(title(), '!');
    expect(unload()).toBe(true);
    await events.type(title(), '{Backspace}');
    expect(unload()).toBe(false);
  });
});

interface Meeting {
  readonly name: string;
  readonly place: string;
  readonly notes: string;
}

type MeetingField = 'name' | 'place' | 'notes';

/** A pure function next to the model, as every staff form has. */
const meetingErrors = (event: Meeting): Partial<Record<MeetingField, string>> => ({
  ...(event.name.trim() === '' ? { name: 'Scrivi il nome.' } : {}),
  ...(event.place.length > 5 ? { place: 'Al massimo 5 caratteri.' } : {}),
  ...(event.notes === '!' ? { notes: 'Non solo un punto esclamativo.' } : {}),
});

const meetingLabels = { name: 'Nome', place: 'Luogo', notes: 'Note' } as const;

function MeetingForm({
  update,
  loaded = { name: '', place: 'Oasi', notes: '' },
  disabledWhileInvalid,
}: {
  update: (item: Meeting) => Promise<Result<Meeting>>;
  loaded?: Meeting;
  disabledWhileInvalid?: boolean;
}) {
  const form = useEditForm(loaded, update, {
    errors: meetingErrors,
    labels: meetingLabels,
    disabledWhileInvalid,
  });
  const { bindForm } = form;
  return (
    <form
      ref={bindForm}
      aria-label="Incontro"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.save();
      }}
    >
      {(['name', 'place', 'notes'] as const).map((field) => (
        <TextInput
          key={field}
          label={meetingLabels[field]}
          name={field}
          value={form.item[field]}
          onChange={(value) => form.setField(field, value)}
          error={form.errors[field]}
        />
      ))}
      <SaveBar {...form.bar} />
    </form>
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });
const missingLine = () => document.querySelector('.save-bar__missing');

describe('a staff form checked by the kit', () => {
  it('shows nothing wrong before the first save attempt', async () => {
    const update = vi.fn(async (item: Meeting) => ok(item));
    const { events } = renderAdmin(<MeetingForm update={update} />);
    await events.type(field('Luogo'), ' grande');
    expect(field('Nome')).toBeValid();
    expect(field('Luogo')).toBeValid();
    expect(salva()).toBeEnabled();
    expect(salva()).not.toHaveAccessibleDescription();
    expect(missingLine()).toBeNull();
  });

  it('refuses the save, marks every wrong field, names the first in the bar and focuses it', async () => {
    const update = vi.fn(async (item: Meeting) => ok(item));
    const { events } = renderAdmin(<MeetingForm update={update} />);
    await events.type(field('Luogo'), ' grande');
    await events.click(salva());
    expect(update).not.toHaveBeenCalled();
    expect(field('Nome')).toBeInvalid();
    expect(field('Nome')).toHaveAccessibleDescription('Scrivi il nome.');
    expect(field('Luogo')).toHaveAccessibleDescription('Al massimo 5 caratteri.');
    expect(field('Note')).toBeValid();
    expect(field('Nome')).toHaveFocus();
    expect(salva()).toHaveAccessibleDescription('Da correggere: «Nome» e un altro campo.');
    expect(screen.queryByText(savedMessage)).not.toBeInTheDocument();
  });

  it('shows the errors live after the attempt, the bar naming the next, then saves once fixed', async () => {
    const update = vi.fn(async (item: Meeting) => ok(item));
    const { events } = renderAdmin(<MeetingForm update={update} />);
    await events.click(salva());
    expect(salva()).toHaveAccessibleDescription('Da correggere: «Nome».');
    await events.type(field('Note'), '!');
    expect(field('Note')).toHaveAccessibleDescription('Non solo un punto esclamativo.');
    expect(salva()).toHaveAccessibleDescription('Da correggere: «Nome» e un altro campo.');
    await events.type(field('Nome'), 'Festa');
    expect(field('Nome')).toBeValid();
    expect(salva()).toHaveAccessibleDescription('Da correggere: «Note».');
    await events.click(screen.getByRole('button', { name: 'Vai a «Note»' }));
    expect(field('Note')).toHaveFocus();
    await events.clear(field('Note'));
    expect(missingLine()).toBeNull();
    expect(salva()).not.toHaveAccessibleDescription();
    await events.click(salva());
    expect(await screen.findByText(savedMessage)).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith({ name: 'Festa', place: 'Oasi', notes: '' });
  });

  it('counts two or more other fields in words', async () => {
    const { events } = renderAdmin(
      <MeetingForm update={vi.fn()} loaded={{ name: '', place: 'Oasi grande', notes: '!' }} />,
    );
    await events.click(salva());
    expect(salva()).toHaveAccessibleDescription('Da correggere: «Nome» e altri 2 campi.');
    expect(missingLine()).toHaveTextContent('Vai a «Nome»');
  });

  it('refuses Enter in a field as it refuses Salva', async () => {
    const update = vi.fn(async (item: Meeting) => ok(item));
    const { events } = renderAdmin(<MeetingForm update={update} />);
    await events.type(field('Note'), 'ciao{Enter}');
    expect(update).not.toHaveBeenCalled();
    expect(field('Nome')).toHaveFocus();
  });

  it('saves at once what has nothing wrong', async () => {
    const update = vi.fn(async (item: Meeting) => ok(item));
    const { events } = renderAdmin(
      <MeetingForm update={update} loaded={{ name: 'Festa', place: 'Oasi', notes: '' }} />,
    );
    await events.click(salva());
    expect(await screen.findByText(savedMessage)).toBeInTheDocument();
    expect(missingLine()).toBeNull();
  });

  it('where the spec disables Salva: disabled, the errors and the first field named at once', async () => {
    const { events } = renderAdmin(<MeetingForm update={vi.fn()} disabledWhileInvalid />);
    expect(salva()).toBeDisabled();
    expect(field('Nome')).toHaveAccessibleDescription('Scrivi il nome.');
    expect(salva()).toHaveAccessibleDescription('Da correggere: «Nome».');
    await events.click(screen.getByRole('button', { name: 'Vai a «Nome»' }));
    expect(field('Nome')).toHaveFocus();
    await events.type(field('Nome'), 'Festa');
    expect(salva()).toBeEnabled();
    expect(missingLine()).toBeNull();
  });
});

describe('the save bar', () => {
  it('names the first field to fix and links it to the button, with a button that leads there', async () => {
    const goTo = vi.fn();
    const { events } = renderAdmin(
      <form>
        <SaveBar
          saving={false}
          feedback={{ status: 'idle' }}
          missing={{ count: 2, label: 'Nome', goTo }}
        />
      </form>,
    );
    expect(salva()).toBeEnabled();
    expect(salva()).toHaveAccessibleDescription('Da correggere: «Nome» e un altro campo.');
    expect(screen.queryByRole('link', { name: 'Indietro' })).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Vai a «Nome»' }));
    expect(goTo).toHaveBeenCalledTimes(1);
  });

  it('is disabled when told, with nothing to name', () => {
    renderAdmin(
      <form>
        <SaveBar saving={false} feedback={{ status: 'idle' }} disabled />
      </form>,
    );
    expect(salva()).toBeDisabled();
    expect(salva()).not.toHaveAccessibleDescription();
  });
});
