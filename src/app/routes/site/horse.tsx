import { Link, useParams } from 'react-router';
import { imageUrl } from '#src/components/gallery/image-url';
import { PageHead } from '#src/components/seo/page-head';
import { ReadState } from '#src/components/ui/read-state';
import { association } from '#src/config/association';
import { paths } from '#src/config/paths';
import { horseImagePaths } from '#src/config/storage-paths';
import { FundingBar } from '#src/features/horses/funding-bar';
import { isInTheAssociationsCare } from '#src/features/horses/model/coverage';
import { horseTexts, originalName } from '#src/features/horses/horse-labels';
import { useWebHorse } from '#src/features/horses/use-web-horses';
import type { PublicHorse } from '#src/features/horses/model/public-horse';
import { HorseNewsList } from '#src/features/news';
import { formatCalendarDate } from '#src/lib/format/dates';
import { SafeHtml } from '#src/lib/html/safe-html';
import { NotFoundPage } from './not-found';

function Facts({ horse }: { horse: PublicHorse }) {
  const facts: [string, string][] = [];
  const docname = originalName(horse);
  if (docname) facts.push(['Nome originale', docname]);
  if (horse.species) facts.push(['Specie', horse.species]);
  if (horse.sex) facts.push(['Sesso', horse.sex]);
  const birthday = formatCalendarDate(horse.birthday);
  if (birthday) facts.push(['Nato il', birthday]);
  if (horse.birthplace) facts.push(['Luogo di nascita', horse.birthplace]);
  if (horse.location) facts.push(['Dove si trova', horse.location]);
  if (facts.length === 0) return null;
  return (
    <dl className="horse-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Donation({ horse }: { horse: PublicHorse }) {
  if (horse.donationDescription_it) {
    return <SafeHtml html={horse.donationDescription_it} className="horse-detail__donation" />;
  }
  if (horse.donationReason) return <p className="horse-detail__donation">{horse.donationReason}</p>;
  return null;
}

function HorseDetail({ horse }: { horse: PublicHorse }) {
  const texts = horseTexts(horse);
  const zoom = horseImagePaths(horse.slug, 'zoom');
  const alt = `${horse.name} di ${association.name}`;
  return (
    <article className="container-xxl page-section horse-detail">
      <PageHead
        title={horse.name}
        description={texts.short || texts.claim || `${horse.name}, ${horse.status.toLowerCase()}.`}
        image={imageUrl(zoom.png)}
      />
      <nav aria-label="Percorso" className="horse-detail__back">
        <Link to={paths.horses()}>← Tutti i cavalli</Link>
      </nav>
      <div className="horse-detail__grid">
        <picture className="horse-detail__picture">
          <source type="image/webp" srcSet={imageUrl(zoom.webp)} />
          <img src={imageUrl(zoom.png)} alt={alt} width={1200} height={800} fetchPriority="high" />
        </picture>
        <div className="horse-detail__text">
          <p className="horse-detail__status">{horse.status}</p>
          <h1 className="page-title">{horse.name}</h1>
          {texts.claim && <p className="horse-detail__claim">{texts.claim}</p>}
          <Facts horse={horse} />
          {/* What the circle covers, right above the way to join it. */}
          {isInTheAssociationsCare(horse.status) && (
            <FundingBar name={horse.name} funding={horse} />
          )}
          <div className="horse-detail__actions">
            {horse.status === 'In cerca di casa' && (
              <Link
                to={paths.adoptionApplication('it', { horse: horse.slug })}
                className="btn btn-primary btn-lg"
              >
                Candidati per adottare {horse.name}
              </Link>
            )}
            <Link
              to={paths.circleApplication('it', { horse: horse.slug })}
              className="btn btn-accent btn-lg"
            >
              Entra nella cerchia di {horse.name}
            </Link>
            {horse.stripeDonationLink && (
              <a href={horse.stripeDonationLink} className="btn btn-outline-primary btn-lg">
                Fai una donazione
              </a>
            )}
          </div>
          {horse.stripeDonationLink && <Donation horse={horse} />}
        </div>
      </div>
      {texts.description && (
        <section className="horse-detail__story" aria-label={`La storia di ${horse.name}`}>
          <SafeHtml html={texts.description} />
        </section>
      )}
      <HorseNewsList horseSlug={horse.slug} horseName={horse.name} />
    </article>
  );
}

export function HorsePage() {
  const { slug = '' } = useParams();
  return (
    <ReadState
      read={useWebHorse(slug)}
      loading="Caricamento del cavallo…"
      failed="Non riusciamo a mostrarti questo cavallo in questo momento:"
      className="container-xxl page-section"
    >
      {(horse) => (horse ? <HorseDetail horse={horse} /> : <NotFoundPage />)}
    </ReadState>
  );
}
