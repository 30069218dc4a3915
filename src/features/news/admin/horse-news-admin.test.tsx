import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, ok } from '#src/lib/data/result';
import { staffUser } from '#src/test-support/factories';
import { renderAdmin } from '#src/test-support/render-admin';
import {
  deleteHorseNews,
  deleteNewsPhoto,
  saveHorseNews,
  uploadNewsPhoto,
} from '../api/horse-news-api';
import type { HorseNews } from '../model/horse-news';
import { loadHorseNews } from '../web-news';
import { HorseNewsAdmin } from './horse-news-admin';
import { prepareNewsPhoto } from './news-photo';

// The rich-text editor has its own tests: a labelled textarea stands in for it.
vi.mock('#src/components/rich-text', () => ({
  RichTextField: ({
    label,
    value,
    onChange,
  }: {
    label: string;
    value: string;
    onChange: (html: string) => void;
  }) => (
    <label>
      {label}
      <textarea value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  ),
}));
vi.mock('../api/horse-news-api', () => ({
  saveHorseNews: vi.fn(),
  deleteHorseNews: vi.fn(),
  uploadNewsPhoto: vi.fn(),
  deleteNewsPhoto: vi.fn(),
}));
vi.mock('./news-photo', () => ({
  newsPhotoSize: { width: 1200, height: 800 },
  prepareNewsPhoto: vi.fn(),
}));
vi.mock('../web-news', () => ({ loadHorseNews: vi.fn() }));
vi.mock('#src/lib/data/auto-id', () => ({ autoId: () => 'NewNewsId00000000001' }));

const older: HorseNews = {
  id: 'OldNewsId00000000001',
  horseSlug: 'ada',
  date: '2026-03-01',
  title: 'Visita del dentista',
  text: '<p>Tutto bene.</p>',
  photo: '',
};
const newer: HorseNews = {
  id: 'NewsWithPhoto0000001',
  horseSlug: 'ada',
  date: '2026-05-12',
  title: 'Un nuovo amico',
  text: '<p>Con Blu.</p>',
  photo: 'horses/ada/news/NewsWithPhoto0000001.webp',
};

beforeEach(() => {
  vi.mocked(loadHorseNews).mockResolvedValue(ok([newer, older]));
  vi.mocked(saveHorseNews).mockImplementation(async (_user, news) => ok(news));
  vi.mocked(deleteHorseNews).mockResolvedValue(ok({ photoLeft: false }));
  vi.mocked(deleteNewsPhoto).mockResolvedValue(ok(undefined));
  URL.createObjectURL = vi.fn(() => 'blob:news-photo');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.mocked(loadHorseNews).mockReset();
  vi.mocked(saveHorseNews).mockReset();
  vi.mocked(deleteHorseNews).mockReset();
  vi.mocked(uploadNewsPhoto).mockReset();
  vi.mocked(deleteNewsPhoto).mockReset();
  vi.mocked(prepareNewsPhoto).mockReset();
});

function renderSection() {
  return renderAdmin(<HorseNewsAdmin horseSlug="ada" horseName="Ada" />, {
    path: '/admin/horses/ada',
  });
}

const list = () => screen.getByRole('list', { name: 'Notizie di Ada' });
const titles = () =>
  within(list())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.records-section__title')?.textContent);
const titleField = () => screen.getByRole('textbox', { name: 'Titolo' });
const salva = () => screen.getByRole('button', { name: 'Salva la notizia' });

describe('the news section of a horse', () => {
  it("lists the horse's news newest first, with their dates", async () => {
    renderSection();
    expect(screen.getByRole('heading', { level: 2, name: 'Notizie' })).toBeInTheDocument();
    expect(await screen.findByText('Un nuovo amico')).toBeInTheDocument();
    expect(titles()).toEqual(['Un nuovo amico', 'Visita del dentista']);
    expect(within(list()).getByText('12 maggio 2026')).toHaveAttribute('datetime', '2026-05-12');
    expect(loadHorseNews).toHaveBeenCalledWith('ada');
  });

  it('says when there is no news, and when they cannot be loaded', async () => {
    vi.mocked(loadHorseNews).mockResolvedValue(ok([]));
    const { unmount } = renderSection();
    expect(await screen.findByText('Nessuna notizia per ora.')).toBeInTheDocument();
    unmount();
    vi.mocked(console.error).mockImplementation(() => {});
    vi.mocked(loadHorseNews).mockResolvedValue(fail('unavailable', 'Non raggiungibile.'));
    renderSection();
    expect(await screen.findByText(/Non riusciamo a caricare le notizie/)).toBeInTheDocument();
  });

  it('adds a news dated today in Italy, saved as the signed-in user, and lists it', async () => {
    vi.useFakeTimers({ now: new Date('2026-06-30T23:30:00Z'), toFake: ['Date'] });
    try {
      const { events } = renderSection();
      await screen.findByText('Un nuovo amico');
      await events.click(screen.getByRole('button', { name: 'Aggiungi notizia' }));
      await waitFor(() =>
        expect(screen.getByRole('heading', { level: 3, name: 'Nuova notizia' })).toHaveFocus(),
      );
      expect(screen.getByLabelText(/^Data/)).toHaveValue('2026-07-01');
      await events.type(titleField(), 'Primo bagno');
      await events.type(
        screen.getByRole('textbox', { name: 'Testo' }),
        '<p>Che <strong>bello</strong></p>',
      );
      await events.click(salva());
      expect(
        await screen.findByText('Notizia «Primo bagno» salvata: eccola nell’elenco.'),
      ).toBeInTheDocument();
      expect(saveHorseNews).toHaveBeenCalledWith(
        staffUser,
        {
          id: 'NewNewsId00000000001',
          horseSlug: 'ada',
          date: '2026-07-01',
          title: 'Primo bagno',
          text: '<p>Che <strong>bello</strong></p>',
          photo: '',
          newPhoto: '',
        },
        'add',
        { stored: [], deleted: [] },
      );
      expect(titles()).toEqual(['Primo bagno', 'Un nuovo amico', 'Visita del dentista']);
      // The editor closes; the list marks the news saved.
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      expect(screen.getByText('Primo bagno').closest('li')).toHaveClass(
        'records-section__item--saved',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses to save without a title, saying so by the field', async () => {
    const { events } = renderSection();
    await screen.findByText('Un nuovo amico');
    await events.click(screen.getByRole('button', { name: 'Aggiungi notizia' }));
    await events.click(salva());
    expect(titleField()).toBeInvalid();
    expect(titleField()).toHaveAccessibleDescription(expect.stringContaining('Scrivi il titolo.'));
    expect(titleField()).toHaveFocus();
    expect(salva()).toHaveAccessibleDescription('Da correggere: «Titolo».');
    expect(saveHorseNews).not.toHaveBeenCalled();
  });

  it("refuses a title over its limit with the schema's message", async () => {
    const { events } = renderSection();
    await screen.findByText('Un nuovo amico');
    await events.click(screen.getByRole('button', { name: 'Aggiungi notizia' }));
    fireEvent.change(titleField(), { target: { value: 't'.repeat(201) } });
    await events.click(salva());
    expect(titleField()).toHaveAccessibleDescription(
      expect.stringContaining('Il titolo può essere lungo al massimo 200 caratteri.'),
    );
    expect(titleField()).toHaveFocus();
    expect(saveHorseNews).not.toHaveBeenCalled();
  });

  it('uploads a picked photo when Salva is pressed, then saves the news naming it', async () => {
    const blob = new Blob(['webp'], { type: 'image/webp' });
    vi.mocked(prepareNewsPhoto).mockResolvedValue(ok(blob));
    const order: string[] = [];
    vi.mocked(uploadNewsPhoto).mockImplementation(async (news) => {
      order.push('upload');
      return ok(`horses/${news.horseSlug}/news/${news.id}.webp`);
    });
    vi.mocked(saveHorseNews).mockImplementation(async (_user, news) => {
      order.push('save');
      return ok(news);
    });
    const { events } = renderSection();
    await screen.findByText('Un nuovo amico');
    await events.click(screen.getByRole('button', { name: 'Modifica: Visita del dentista' }));
    const file = new File(['png'], 'dentista.png', { type: 'image/png' });
    await events.upload(screen.getByLabelText('Foto'), file);
    expect(await screen.findByText(/Foto pronta/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Foto della notizia/ })).toHaveAttribute(
      'src',
      'blob:news-photo',
    );
    expect(uploadNewsPhoto).not.toHaveBeenCalled();
    await events.click(salva());
    expect(await screen.findByText(/Notizia «Visita del dentista» salvata/)).toBeInTheDocument();
    expect(order).toEqual(['upload', 'save']);
    expect(vi.mocked(saveHorseNews).mock.calls[0]?.[3]).toEqual({
      stored: ['horses/ada/news/OldNewsId00000000001.webp'],
      deleted: [],
    });
    expect(vi.mocked(saveHorseNews).mock.calls[0]?.[2]).toBe('update');
    expect(vi.mocked(uploadNewsPhoto).mock.calls[0]?.[1]).toBe(blob);
    expect(vi.mocked(saveHorseNews).mock.calls[0]?.[1].photo).toBe(
      'horses/ada/news/OldNewsId00000000001.webp',
    );
  });

  it('keeps the news unsaved when the photo upload fails', async () => {
    vi.mocked(prepareNewsPhoto).mockResolvedValue(ok(new Blob(['x'], { type: 'image/webp' })));
    vi.mocked(uploadNewsPhoto).mockResolvedValue(
      fail('storage/unauthorized', 'File non accettato.'),
    );
    const { events } = renderSection();
    await screen.findByText('Un nuovo amico');
    await events.click(screen.getByRole('button', { name: 'Modifica: Visita del dentista' }));
    await events.upload(
      screen.getByLabelText('Foto'),
      new File(['png'], 'a.png', { type: 'image/png' }),
    );
    await screen.findByText(/Foto pronta/);
    await events.click(salva());
    expect(await screen.findByRole('alert')).toHaveTextContent('File non accettato.');
    expect(saveHorseNews).not.toHaveBeenCalled();
  });

  it('says why a picked file cannot be the photo', async () => {
    vi.mocked(prepareNewsPhoto).mockResolvedValue(
      fail('invalid-argument', 'Il file scelto non è un’immagine.'),
    );
    const { events } = renderSection();
    await screen.findByText('Un nuovo amico');
    await events.click(screen.getByRole('button', { name: 'Aggiungi notizia' }));
    await events.upload(
      screen.getByLabelText('Foto'),
      new File(['%PDF'], 'a.pdf', { type: 'image/png' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('non è un’immagine');
    expect(screen.getByLabelText('Foto')).toHaveAccessibleDescription(
      expect.stringContaining('non è un’immagine'),
    );
  });

  it('takes a photo away: saved without it, and the file deleted after the save', async () => {
    const { events } = renderSection();
    await screen.findByText('Un nuovo amico');
    await events.click(screen.getByRole('button', { name: 'Modifica: Un nuovo amico' }));
    expect(screen.getByRole('img', { name: 'Foto della notizia: Un nuovo amico' })).toBeVisible();
    await events.click(screen.getByRole('button', { name: 'Togli la foto' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await events.click(salva());
    await screen.findByText(/Notizia «Un nuovo amico» salvata/);
    expect(vi.mocked(saveHorseNews).mock.calls[0]?.[1].photo).toBe('');
    expect(vi.mocked(saveHorseNews).mock.calls[0]?.[3]).toEqual({
      stored: [],
      deleted: [newer.photo],
    });
    expect(deleteNewsPhoto).toHaveBeenCalledWith(newer.photo);
  });

  it('says when the news is saved but the photo taken away stays in Storage', async () => {
    vi.mocked(deleteNewsPhoto).mockResolvedValue(fail('unavailable', 'Non raggiungibile.'));
    const { events } = renderSection();
    await screen.findByText('Un nuovo amico');
    await events.click(screen.getByRole('button', { name: 'Modifica: Un nuovo amico' }));
    await events.click(screen.getByRole('button', { name: 'Togli la foto' }));
    await events.click(salva());
    expect(
      await screen.findByText(
        'Notizia salvata, ma la foto tolta non è stata eliminata dall’archivio.',
      ),
    ).toHaveClass('alert-warning');
    expect(saveHorseNews).toHaveBeenCalledTimes(1);
  });

  it('deletes a news after confirming, and lists it no more', async () => {
    const { events } = renderSection();
    await screen.findByText('Un nuovo amico');
    await events.click(screen.getByRole('button', { name: 'Elimina: Un nuovo amico' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elimina notizia' });
    expect(dialog).toHaveTextContent('Eliminare la notizia «Un nuovo amico»?');
    expect(dialog).toHaveTextContent('Verrà eliminata anche la sua foto.');
    await events.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleteHorseNews).toHaveBeenCalledWith(staffUser, newer.id);
    expect(titles()).toEqual(['Visita del dentista']);
    expect(screen.getByText('La notizia «Un nuovo amico» è stata eliminata.')).toBeInTheDocument();
  });

  it('says when a deleted news left its photo behind', async () => {
    vi.mocked(deleteHorseNews).mockResolvedValue(ok({ photoLeft: true }));
    const { events } = renderSection();
    await screen.findByText('Un nuovo amico');
    await events.click(screen.getByRole('button', { name: 'Elimina: Un nuovo amico' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elimina notizia' });
    await events.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText(/ma non la sua foto/)).toBeInTheDocument();
  });
});
