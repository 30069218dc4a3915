import { RecordsSection, type RecordsMessage } from '#src/components/admin-ui';
import { SendNewsToCircle } from '#src/features/mail/admin';
import { formatCalendarDate } from '#src/lib/format/dates';
import { useSession } from '#src/lib/session/session-context';
import { deleteHorseNews } from '../api/horse-news-api';
import { byNewestFirst, type HorseNews } from '../model/horse-news';
import { loadHorseNews } from '../web-news';
import { useNewsEditor } from './news-editor';
import './news-admin.scss';

export const newsAdminTexts = {
  title: 'Notizie',
  intro: (name: string) =>
    `Le notizie compaiono sulla pagina pubblica di ${name}, dalla più recente, se il cavallo è sul sito.`,
  add: 'Aggiungi notizia',
  none: 'Nessuna notizia per ora.',
  loading: 'Caricamento delle notizie…',
  loadFailed: 'Non riusciamo a caricare le notizie:',
  addTitle: 'Nuova notizia',
  editTitle: 'Modifica notizia',
  submit: 'Salva la notizia',
  saved: (news: HorseNews) => `Notizia «${news.title}» salvata: eccola nell’elenco.`,
  deleteTitle: 'Elimina notizia',
  deleteQuestion: (news: HorseNews) =>
    `Eliminare la notizia «${news.title}»?${news.photo ? ' Verrà eliminata anche la sua foto.' : ''} ` +
    'L’operazione non si può annullare.',
  deleted: (news: HorseNews, { photoLeft }: { photoLeft: boolean }): RecordsMessage =>
    photoLeft
      ? {
          tone: 'warning',
          text: `La notizia «${news.title}» è stata eliminata, ma non la sua foto, che resta nell’archivio.`,
        }
      : { tone: 'success', text: `La notizia «${news.title}» è stata eliminata.` },
  discardQuestion: 'La notizia aperta ha modifiche non salvate: se la chiudi andranno perse.',
} as const;

export interface HorseNewsAdminProps {
  readonly horseSlug: string;
  readonly horseName: string;
}

export function HorseNewsAdmin({ horseSlug, horseName }: HorseNewsAdminProps) {
  const { user } = useSession();
  const editor = useNewsEditor(horseSlug);
  const name = horseName || horseSlug;
  return (
    <RecordsSection
      texts={{
        ...newsAdminTexts,
        intro: newsAdminTexts.intro(name),
        listLabel: `Notizie di ${name}`,
      }}
      read={{
        what: `the news of ${horseSlug}`,
        load: () => loadHorseNews(horseSlug),
        records: (news) => news,
      }}
      editor={editor}
      remove={(news) => deleteHorseNews(user, news.id)}
      order={byNewestFirst}
      label={(news) => news.title}
      row={(news) => (
        <>
          <time dateTime={news.date} className="records-section__meta">
            {formatCalendarDate(news.date) || news.date}
          </time>
          <span className="records-section__title">{news.title}</span>
        </>
      )}
      actions={(news, say) => <SendNewsToCircle news={{ ...news, horseName: name }} say={say} />}
    />
  );
}
