import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { renderAdmin } from '#src/test-support/render-admin';
import { TextInput } from './text-input';
import { unsavedChangesTexts } from './unsaved-changes-dialog';
import { UnsavedChangesGuard } from './unsaved-changes';

// react-router asks only one blocker, so the guards share one that asks while either form has
// unsaved changes.

function Note({ label }: { label: string }) {
  const [value, setValue] = useState('');
  return (
    <form aria-label={label}>
      <TextInput label={label} value={value} onChange={setValue} />
      <UnsavedChangesGuard when={value !== ''} />
    </form>
  );
}

function Page({ second = true }: { second?: boolean }) {
  return (
    <>
      <Note label="Primo" />
      {second && <Note label="Secondo" />}
      <Link to="/admin/altro">Altra pagina</Link>
    </>
  );
}

function renderPage() {
  return renderAdmin(<Page />, {
    path: '/admin/pagina',
    routes: { '/admin/altro': <h1>Altro</h1> },
  });
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('several unsaved-changes guards on one page', () => {
  beforeEach(() => vi.spyOn(console, 'warn'));
  afterEach(() => vi.mocked(console.warn).mockRestore());

  it.each(['Primo', 'Secondo'])('asks when only the form "%s" has changes', async (name) => {
    const { events, location } = renderPage();
    await events.type(field(name), 'x');
    await events.click(screen.getByRole('link', { name: 'Altra pagina' }));
    const dialog = await screen.findByRole('dialog', { name: unsavedChangesTexts.title });
    expect(dialog).toBeVisible();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await events.click(screen.getByRole('button', { name: unsavedChangesTexts.stay }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/admin/pagina');
    expect(field(name)).toHaveValue('x');
    expect(console.warn).not.toHaveBeenCalledWith(expect.stringMatching(/one blocker/));
  });

  it('leaves at once when neither form has changes, and after the changes are undone', async () => {
    const { events, location } = renderPage();
    await events.type(field('Secondo'), 'x');
    await events.clear(field('Secondo'));
    await events.click(screen.getByRole('link', { name: 'Altra pagina' }));
    expect(location()).toBe('/admin/altro');
  });

  it('leaves, losing the changes, when the user says so', async () => {
    const { events, location } = renderPage();
    await events.type(field('Primo'), 'x');
    await events.type(field('Secondo'), 'y');
    await events.click(screen.getByRole('link', { name: 'Altra pagina' }));
    await events.click(await screen.findByRole('button', { name: unsavedChangesTexts.leave }));
    await waitFor(() => expect(location()).toBe('/admin/altro'));
  });
});
