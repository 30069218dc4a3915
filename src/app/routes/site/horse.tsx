import { Link, useParams } from 'react-router';
import { imageUrl } from '#src/lib/images/image-url';
import { PageHead } from '#src/components/seo/page-head';
import { ReadState } from '#src/components/ui/read-state';
import { association } from '#src/config/association';
import { paths } from '#src/config/paths';
import type { SiteLanguage } from '#src/config/site';
import { horseImagePaths } from '#src/config/storage-paths';
import { FundingBar } from '#src/features/horses/funding-bar';
import { hasCircle } from '#src/features/horses/model/coverage';
import {
  genderOf,
  horseTexts,
  originalName,
  statusOf,
  type HorseText,
} from '#src/features/horses/horse-labels';
import { useWebHorse } from '#src/features/horses/use-web-horses';
import type { PublicHorse } from '#src/features/horses/model/public-horse';
import { HorseNewsList } from '#src/features/news';
import { formatCalendarDate } from '#src/lib/format/dates';
import { SafeHtml } from '#src/lib/html/safe-html';
import { NotFoundPage } from './not-found';

const texts = {
  it: {
    originalName: 'Nome originale',
    species: 'Specie',
    sex: 'Sesso',
    born: { female: 'Nata il', male: 'Nato il', unknown: 'Nato il' },
    birthplace: 'Luogo di nascita',
    location: { female: 'Dove si trova', male: 'Dove si trova', unknown: 'Dove si trova' },
    breadcrumb: 'Percorso',
    back: '← Tutti i cavalli',
    adopt: (name: string) => `Candidati per adottare ${name}`,
    circle: (name: string) => `Entra nella cerchia di ${name}`,
    donate: 'Fai una donazione',
    story: (name: string) => `La storia di ${name}`,
    inItalian: '',
    loading: 'Caricamento del cavallo…',
    failed: 'Non riusciamo a mostrarti questo cavallo in questo momento:',
    retry: 'Riprova',
  },
  en: {
    originalName: 'Registered name',
    species: 'Species',
    sex: 'Sex',
    born: { female: 'Born on', male: 'Born on', unknown: 'Born on' },
    birthplace: 'Birthplace',
    // A mare or a jenny is "her", a gelding, a stallion or a jack "him" (decision 78).
    location: {
      female: 'Where to find her',
      male: 'Where to find him',
      unknown: 'Where to find them',
    },
    breadcrumb: 'Breadcrumb',
    back: '← All our horses',
    adopt: (name: string) => `Apply to adopt ${name}`,
    circle: (name: string) => `Join ${name}'s circle`,
    donate: 'Make a donation',
    story: (name: string) => `${name}'s story`,
    inItalian: 'We have not translated this part yet: here it is in Italian.',
    loading: 'Loading the horse…',
    failed: 'We cannot show you this horse right now:',
    retry: 'Try again',
  },
} as const satisfies Record<SiteLanguage, unknown>;

/** The registry keeps species and sex in Italian; English pages say them in English. */
const registryWords: Readonly<Record<SiteLanguage, Readonly<Record<string, string>>>> = {
  it: {},
  en: {
    Cavallo: 'Horse',
    Asino: 'Donkey',
    Altro: 'Other',
    Femmina: 'Female',
    Castrone: 'Gelding',
    Stallone: 'Stallion',
    Maschio: 'Male',
  },
};

/** A word the table lacks stays Italian, marked so. */
const registryWord = (value: string, language: SiteLanguage): [string, SiteLanguage] => {
  const word = registryWords[language][value];
  return word ? [word, language] : [value, 'it'];
};

function Facts({ horse, language }: { horse: PublicHorse; language: SiteLanguage }) {
  const t = texts[language];
  const gender = genderOf(horse.sex);
  const facts: [string, string, SiteLanguage][] = [];
  const docname = originalName(horse);
  if (docname) facts.push([t.originalName, docname, language]);
  if (horse.species) facts.push([t.species, ...registryWord(horse.species, language)]);
  if (horse.sex) facts.push([t.sex, ...registryWord(horse.sex, language)]);
  const birthday = formatCalendarDate(horse.birthday, language);
  if (birthday) facts.push([t.born[gender], birthday, language]);
  if (horse.birthplace) facts.push([t.birthplace, horse.birthplace, language]);
  if (horse.location) facts.push([t.location[gender], horse.location, language]);
  if (facts.length === 0) return null;
  return (
    <dl className="horse-facts">
      {facts.map(([label, value, valueLanguage]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd lang={valueLanguage === language ? undefined : valueLanguage}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A staff text in the page's language, or the Italian one marked and announced as such. */
function StaffText({
  text,
  language,
  html,
  className,
}: {
  text: HorseText;
  language: SiteLanguage;
  html: boolean;
  className?: string;
}) {
  const fallback = text.language !== language;
  const body = html ? (
    <SafeHtml html={text.text} className={className} />
  ) : (
    <p className={className}>{text.text}</p>
  );
  if (!fallback) return body;
  return (
    <div lang={text.language}>
      <p className="horse-detail__language-note" lang={language}>
        {texts[language].inItalian}
      </p>
      {body}
    </div>
  );
}

function Donation({ horse, language }: { horse: PublicHorse; language: SiteLanguage }) {
  const { donation } = horseTexts(horse, language);
  if (donation.text) {
    return (
      <StaffText text={donation} language={language} html className="horse-detail__donation" />
    );
  }
  if (horse.donationReason) {
    const reason = { text: horse.donationReason, language: 'it' } as const;
    return (
      <StaffText
        text={reason}
        language={language}
        html={false}
        className="horse-detail__donation"
      />
    );
  }
  return null;
}

function HorseDetail({ horse, language }: { horse: PublicHorse; language: SiteLanguage }) {
  const t = texts[language];
  const staff = horseTexts(horse, language);
  const zoom = horseImagePaths(horse.slug, 'zoom');
  const alt = `${horse.name} di ${association.name}`;
  const status = statusOf(horse, language);
  return (
    <article className="container-xxl page-section horse-detail">
      <PageHead
        title={horse.name}
        description={
          staff.short.text || staff.claim.text || `${horse.name}, ${status.toLowerCase()}.`
        }
        image={imageUrl(zoom.png)}
        language={language}
      />
      <nav aria-label={t.breadcrumb} className="horse-detail__back">
        <Link to={paths.horses(language)}>{t.back}</Link>
      </nav>
      <div className="horse-detail__grid">
        <picture className="horse-detail__picture">
          <source type="image/webp" srcSet={imageUrl(zoom.webp)} />
          <img src={imageUrl(zoom.png)} alt={alt} width={1200} height={800} fetchPriority="high" />
        </picture>
        <div className="horse-detail__text">
          <p className="horse-detail__status">{status}</p>
          <h1 className="page-title">{horse.name}</h1>
          {staff.claim.text && (
            <StaffText
              text={staff.claim}
              language={language}
              html={false}
              className="horse-detail__claim"
            />
          )}
          <Facts horse={horse} language={language} />
          {/* What the circle covers, right above the way to join it. */}
          {hasCircle(horse.status) && <FundingBar name={horse.name} funding={horse} />}
          <div className="horse-detail__actions">
            {horse.status === 'In cerca di casa' && (
              <Link
                to={paths.adoptionApplication(language, { horse: horse.slug })}
                className="btn btn-primary btn-lg"
              >
                {t.adopt(horse.name)}
              </Link>
            )}
            {hasCircle(horse.status) && (
              <Link
                to={paths.circleApplication(language, { horse: horse.slug })}
                className="btn btn-accent btn-lg"
              >
                {t.circle(horse.name)}
              </Link>
            )}
            {horse.stripeDonationLink && (
              <a href={horse.stripeDonationLink} className="btn btn-outline-primary btn-lg">
                {t.donate}
              </a>
            )}
          </div>
          {horse.stripeDonationLink && <Donation horse={horse} language={language} />}
        </div>
      </div>
      {staff.description.text && (
        <section className="horse-detail__story" aria-label={t.story(horse.name)}>
          <StaffText text={staff.description} language={language} html />
        </section>
      )}
      <HorseNewsList horseSlug={horse.slug} horseName={horse.name} />
    </article>
  );
}

export function HorsePage({ language = 'it' }: { language?: SiteLanguage }) {
  const { slug = '' } = useParams();
  const t = texts[language];
  return (
    <ReadState
      read={useWebHorse(slug)}
      loading={t.loading}
      failed={t.failed}
      retry={t.retry}
      className="container-xxl page-section"
    >
      {(horse) =>
        horse ? <HorseDetail horse={horse} language={language} /> : <NotFoundPage of="horse" />
      }
    </ReadState>
  );
}
