import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, ok } from '#src/lib/data/result';
import { staffUser } from '#src/test-support/factories';
import { renderAdmin } from '#src/test-support/render-admin';
import {
  deleteHorseDocument,
  listHorseDocuments,
  readDocumentFile,
  uploadHorseDocument,
} from '../api/horse-documents-api';
import type { HorseDocument } from '../model/horse-document';
import { HorseDocumentsAdmin } from './horse-documents-admin';

vi.mock('../api/horse-documents-api', () => ({
  listHorseDocuments: vi.fn(),
  uploadHorseDocument: vi.fn(),
  deleteHorseDocument: vi.fn(),
  readDocumentFile: vi.fn(),
}));
vi.mock('#src/lib/data/auto-id', () => ({ autoId: () => 'NewDocumentId0000001' }));

const passport: HorseDocument = {
  id: 'PassportId0000000001',
  horseSlug: 'ada',
  type: 'Passaporto',
  title: 'Passaporto di Ada',
  expiry: '',
  path: 'horseDocuments/ada/PassportId0000000001/passaporto.pdf',
  contentType: 'application/pdf',
  size: 350 * 1024,
  uploadedAt: new Date('2026-01-15T09:30:00Z'),
};
const expired: HorseDocument = {
  ...passport,
  id: 'ExpiredId00000000001',
  type: 'Referto',
  title: 'Coggins test',
  expiry: '2026-05-20',
  path: 'horseDocuments/ada/ExpiredId00000000001/coggins.pdf',
};
const expiring: HorseDocument = {
  ...passport,
  id: 'ExpiringId0000000001',
  type: 'Modello 4',
  title: 'Modello 4',
  expiry: '2026-06-20',
  path: 'horseDocuments/ada/ExpiringId0000000001/modello-4.pdf',
};

beforeEach(() => {
  vi.mocked(listHorseDocuments).mockResolvedValue(ok([passport, expired, expiring]));
  vi.mocked(deleteHorseDocument).mockResolvedValue(ok({ fileLeft: false }));
  URL.createObjectURL = vi.fn(() => 'blob:document');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.mocked(listHorseDocuments).mockReset();
  vi.mocked(uploadHorseDocument).mockReset();
  vi.mocked(deleteHorseDocument).mockReset();
  vi.mocked(readDocumentFile).mockReset();
});

function renderSection() {
  return renderAdmin(<HorseDocumentsAdmin horseSlug="ada" horseName="Ada" today="2026-06-01" />, {
    path: '/admin/horses/ada',
  });
}

const list = () => screen.getByRole('list', { name: 'Documenti di Ada' });
function item(title: string): HTMLElement {
  const found = within(list())
    .getAllByRole('listitem')
    .find((li) => li.querySelector('.records-section__title')?.textContent === title);
  if (!found) throw new Error(`No document titled ${title}`);
  return found;
}
const pdf = (name = 'Referto Rossi.pdf', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('the documents section of a horse', () => {
  it('lists the documents with type, title, expiry badge and upload date', async () => {
    renderSection();
    expect(screen.getByRole('heading', { level: 2, name: 'Documenti' })).toBeInTheDocument();
    await screen.findByText('Passaporto di Ada');
    expect(listHorseDocuments).toHaveBeenCalledWith('ada');
    expect(within(item('Coggins test')).getByText('Scaduto')).toHaveAttribute(
      'data-tone',
      'danger',
    );
    expect(within(item('Coggins test')).getByText(/Scade il 20 maggio 2026/)).toBeInTheDocument();
    expect(within(item('Modello 4')).getByText('In scadenza')).toHaveAttribute(
      'data-tone',
      'warning',
    );
    expect(within(item('Passaporto di Ada')).getByText('Nessuna scadenza')).toBeInTheDocument();
    expect(within(item('Passaporto di Ada')).queryByText(/Scaduto|In scadenza/)).toBeNull();
    expect(
      within(item('Passaporto di Ada')).getByText(/caricato il 15 gennaio 2026 · 350 kB/),
    ).toBeInTheDocument();
  });

  it('says when there is no document, and when they cannot be loaded', async () => {
    vi.mocked(listHorseDocuments).mockResolvedValue(ok([]));
    const { unmount } = renderSection();
    expect(await screen.findByText('Nessun documento per ora.')).toBeInTheDocument();
    unmount();
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(listHorseDocuments).mockResolvedValue(fail('permission-denied', 'No.'));
    renderSection();
    expect(await screen.findByText(/Non riusciamo a caricare i documenti/)).toBeInTheDocument();
  });

  it('uploads a typed document with an expiry as the signed-in user, and lists it', async () => {
    vi.mocked(uploadHorseDocument).mockImplementation(async (_user, request) => {
      request.onProgress?.(0.5);
      return ok({
        ...passport,
        id: request.id,
        type: 'Referto',
        title: 'Referto Rossi',
        expiry: request.draft.expiry,
        path: `horseDocuments/ada/${request.id}/referto-rossi.pdf`,
        uploadedAt: new Date('2026-06-01T10:00:00Z'),
      });
    });
    const { events } = renderSection();
    await screen.findByText('Passaporto di Ada');
    await events.click(screen.getByRole('button', { name: 'Carica documento' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 3, name: 'Nuovo documento' })).toHaveFocus(),
    );
    await events.selectOptions(screen.getByRole('combobox', { name: /Tipo/ }), 'Referto');
    await events.type(screen.getByLabelText(/^Scadenza/), '2026-06-10');
    const file = pdf();
    await events.upload(screen.getByLabelText(/^File/), file);
    expect(screen.getByLabelText(/^File/)).toHaveAttribute(
      'accept',
      expect.stringContaining('application/pdf'),
    );
    await events.click(screen.getByRole('button', { name: 'Carica' }));
    expect(
      await screen.findByText('Il documento «Referto Rossi» è stato caricato.'),
    ).toBeInTheDocument();
    expect(uploadHorseDocument).toHaveBeenCalledWith(staffUser, {
      horseSlug: 'ada',
      id: 'NewDocumentId0000001',
      draft: { type: 'Referto', title: '', expiry: '2026-06-10', file },
      file,
      onProgress: expect.any(Function),
    });
    expect(within(item('Referto Rossi')).getByText('In scadenza')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Nuovo documento' })).toBeNull();
  });

  it('asks for the type and the file, in red, before uploading anything', async () => {
    const { events } = renderSection();
    await screen.findByText('Passaporto di Ada');
    await events.click(screen.getByRole('button', { name: 'Carica documento' }));
    await events.click(screen.getByRole('button', { name: 'Carica' }));
    expect(await screen.findByText('Scegli il tipo di documento.')).toBeInTheDocument();
    expect(screen.getByText('Scegli il file da caricare.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^File/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^File/)).toHaveAccessibleDescription(
      /Scegli il file da caricare/,
    );
    expect(screen.getByRole('combobox', { name: /^Tipo/ })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Carica' })).toHaveAccessibleDescription(
      'Da correggere: «Tipo» e un altro campo.',
    );
    expect(uploadHorseDocument).not.toHaveBeenCalled();
  });

  it('shows a failed upload in red and keeps what was chosen', async () => {
    vi.mocked(uploadHorseDocument).mockResolvedValue(
      fail('storage/unauthorized', 'File non accettato.'),
    );
    const { events } = renderSection();
    await screen.findByText('Passaporto di Ada');
    await events.click(screen.getByRole('button', { name: 'Carica documento' }));
    await events.selectOptions(screen.getByRole('combobox', { name: /Tipo/ }), 'Altro');
    await events.type(screen.getByRole('textbox', { name: /Titolo/ }), 'Scansione');
    await events.upload(screen.getByLabelText(/^File/), pdf());
    await events.click(screen.getByRole('button', { name: 'Carica' }));
    expect(await screen.findByText('File non accettato.')).toHaveClass('text-danger');
    expect(screen.getByRole('textbox', { name: /Titolo/ })).toHaveValue('Scansione');
    expect(screen.getByRole('combobox', { name: /Tipo/ })).toHaveValue('Altro');
    expect(screen.getByText(/Scelto: Referto Rossi.pdf/)).toBeInTheDocument();
  });

  it('refuses a file of another type or too large before uploading', async () => {
    const { events } = renderSection();
    await screen.findByText('Passaporto di Ada');
    await events.click(screen.getByRole('button', { name: 'Carica documento' }));
    await events.selectOptions(screen.getByRole('combobox', { name: /Tipo/ }), 'Altro');
    const html = new File(['<p>x</p>'], 'pagina.html', { type: 'text/html' });
    // A phone's picker may offer any file: the accept list is only a hint.
    fireEvent.change(screen.getByLabelText(/^File/), { target: { files: [html] } });
    await events.click(screen.getByRole('button', { name: 'Carica' }));
    expect(
      await screen.findByText('Il file deve essere un PDF o un’immagine JPEG, PNG o WebP.'),
    ).toBeInTheDocument();
    expect(uploadHorseDocument).not.toHaveBeenCalled();
  });

  it("refuses a title over its limit with the schema's message", async () => {
    const { events } = renderSection();
    await screen.findByText('Passaporto di Ada');
    await events.click(screen.getByRole('button', { name: 'Carica documento' }));
    await events.selectOptions(screen.getByRole('combobox', { name: /Tipo/ }), 'Altro');
    await events.upload(screen.getByLabelText(/^File/), pdf());
    const title = screen.getByRole('textbox', { name: /Titolo/ });
    fireEvent.change(title, { target: { value: 't'.repeat(201) } });
    await events.click(screen.getByRole('button', { name: 'Carica' }));
    expect(title).toHaveAccessibleDescription(
      expect.stringContaining('Il titolo può essere lungo al massimo 200 caratteri.'),
    );
    expect(title).toHaveFocus();
    expect(uploadHorseDocument).not.toHaveBeenCalled();
  });

  it('opens a document in a new tab from the file read with the staff credentials', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const blob = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    vi.mocked(readDocumentFile).mockResolvedValue(ok(blob));
    const { events } = renderSection();
    await screen.findByText('Passaporto di Ada');
    await events.click(screen.getByRole('button', { name: 'Apri: Passaporto di Ada' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:document'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(readDocumentFile).toHaveBeenCalledWith(passport);
    expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
    open.mockRestore();
  });

  it('closes the tab and says why when the file cannot be read, or the tab is blocked', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    vi.mocked(readDocumentFile).mockResolvedValue(
      fail('storage/object-not-found', 'Il file non esiste.'),
    );
    const { events } = renderSection();
    await screen.findByText('Passaporto di Ada');
    await events.click(screen.getByRole('button', { name: 'Apri: Passaporto di Ada' }));
    expect(
      await screen.findByText(/Non riusciamo ad aprire «Passaporto di Ada»/),
    ).toHaveTextContent('Il file non esiste.');
    expect(tab.close).toHaveBeenCalled();

    open.mockReturnValue(null);
    await events.click(screen.getByRole('button', { name: 'Apri: Coggins test' }));
    expect(await screen.findByText(/consenti le finestre popup/)).toBeInTheDocument();
    open.mockRestore();
  });

  it('deletes a document after a confirmation', async () => {
    const { events } = renderSection();
    await screen.findByText('Passaporto di Ada');
    await events.click(screen.getByRole('button', { name: 'Elimina: Coggins test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elimina documento' });
    expect(dialog).toHaveTextContent('Eliminare il documento «Coggins test» (Referto)?');
    await events.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(
      await screen.findByText('Il documento «Coggins test» è stato eliminato.'),
    ).toBeInTheDocument();
    expect(deleteHorseDocument).toHaveBeenCalledWith(staffUser, expired.id);
    expect(within(list()).queryByText('Coggins test')).toBeNull();
  });

  it('warns when a deleted document left its file in Storage', async () => {
    vi.mocked(deleteHorseDocument).mockResolvedValue(ok({ fileLeft: true }));
    const { events } = renderSection();
    await screen.findByText('Passaporto di Ada');
    await events.click(screen.getByRole('button', { name: 'Elimina: Modello 4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elimina documento' });
    await events.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText(/non il suo file, che resta/)).toHaveClass('alert-warning');
  });

  it('asks before closing an upload whose file was chosen', async () => {
    const { events } = renderSection();
    await screen.findByText('Passaporto di Ada');
    await events.click(screen.getByRole('button', { name: 'Carica documento' }));
    await events.upload(screen.getByLabelText(/^File/), pdf());
    await events.click(screen.getByRole('button', { name: 'Chiudi' }));
    const question = await screen.findByRole('dialog', { name: 'Caricamento non concluso' });
    expect(question).toHaveTextContent('Il documento scelto non è stato caricato');
    await events.click(within(question).getByRole('button', { name: 'Chiudi senza caricare' }));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(uploadHorseDocument).not.toHaveBeenCalled();
  });
});
