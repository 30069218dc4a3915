import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
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
import type { PublicHorse } from '#src/features/horses/model/public-horse';
import { loadWebHorse } from '#src/features/horses/web-horses';
import { HorseNewsList, type HorseNews } from '#src/features/news';
import { loadPublishedNews } from '#src/features/news/web-news';
import { ok, type Result } from '#src/lib/data/result';
import { formatCalendarDate } from '#src/lib/format/dates';
import { SafeHtml } from '#src/lib/html/safe-html';
import { readsOf, useLoaderRead } from '#src/lib/published/loader-reads';
import type { PublishedReads } from '#src/lib/published/published-reads';
import { useSiteLanguage } from '#src/hooks/use-site-language';
import { useTexts } from '#src/hooks/use-texts';
import { NotFoundPage } from './not-found';
import { horsePageTexts } from './texts/horse';
import type { HorseTexts } from './texts/horse/it';

/** A word the table lacks stays Italian, marked so. */
const registryWord = (
  value: string,
  words: HorseTexts['registry'],
  language: SiteLanguage,
): [string, SiteLanguage] => {
  const word = words[value];
  return word ? [word, language] : [value, 'it'];
};

function Facts({ horse, language }: { horse: PublicHorse; language: SiteLanguage }) {
  const t = useTexts(horsePageTexts);
  const gender = genderOf(horse.sex);
  const facts: [string, string, SiteLanguage][] = [];
  const docname = originalName(horse);
  if (docname) facts.push([t.originalName, docname, language]);
  if (horse.species) facts.push([t.species, ...registryWord(horse.species, t.registry, language)]);
  if (horse.sex) facts.push([t.sex, ...registryWord(horse.sex, t.registry, language)]);
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
  const t = useTexts(horsePageTexts);
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
        {t.inItalian}
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

/** What a horse page shows: its horse (null when the site has none of that name) and its news. */
export interface HorsePageData {
  readonly horse: PublicHorse | null;
  readonly news: readonly HorseNews[];
}

/**
 * The horse and its news, from the horse's one published file (decision 84). A failed read is the
 * page's failure ("Riprova"); news that fail alone leave the horse shown without them.
 */
async function loadHorsePage(reads: PublishedReads, slug: string): Promise<Result<HorsePageData>> {
  const [horse, news] = await Promise.all([
    loadWebHorse(reads, slug),
    loadPublishedNews(reads, slug),
  ]);
  if (!horse.success) return horse;
  if (!news.success) console.error(`Notizie di ${slug} non lette: ${news.error.message}`);
  return ok({ horse: horse.data, news: horse.data && news.success ? news.data : [] });
}

/** The horse page's loader: the build's reads when prerendering, the visit's in a browser. */
export const horseLoader = ({ params, context }: LoaderFunctionArgs) =>
  loadHorsePage(readsOf(context), params.slug ?? '');

function HorseDetail({
  horse,
  news,
  language,
}: {
  horse: PublicHorse;
  news: readonly HorseNews[];
  language: SiteLanguage;
}) {
  const t = useTexts(horsePageTexts);
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
      <HorseNewsList news={news} horseName={horse.name} />
    </article>
  );
}

export function HorsePage() {
  const language = useSiteLanguage();
  const { slug = '' } = useParams();
  const t = useTexts(horsePageTexts);
  return (
    <ReadState
      read={useLoaderRead(`Cavallo ${slug} non letto`, (reads) => loadHorsePage(reads, slug))}
      loading={t.loading}
      failed={t.failed}
      retry={t.retry}
      className="container-xxl page-section"
    >
      {({ horse, news }) =>
        horse ? (
          <HorseDetail horse={horse} news={news} language={language} />
        ) : (
          <NotFoundPage of="horse" />
        )
      }
    </ReadState>
  );
}
