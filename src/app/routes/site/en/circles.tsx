import { Link } from 'react-router';
import { PageHeader, headerImage } from '#src/components/layout/page-header';
import { PageHead } from '#src/components/seo/page-head';
import { paths } from '#src/config/paths';
import { WebHorseGallery } from '#src/features/horses/web-horse-gallery';

export function EnglishCirclesPage() {
  return (
    <>
      <PageHead
        title="Circles"
        description="Join a horse's circle of supporters: sponsor a horse from 20 euros a month."
        image={headerImage('cerchie')}
        language="en"
      />
      <PageHeader page="cerchie" title="Circles of supporters">
        <p>Sponsoring a horse from afar: one horse, many people looking after them.</p>
      </PageHeader>
      <div className="container-xxl page-section prose">
        <h2>How it works</h2>
        <ol>
          <li>Choose a horse or a donkey from those at the Oasis.</li>
          <li>
            Decide how much and how often to give: from 20 euros a month, or every three, six or
            twelve months.
          </li>
          <li>
            Fill in the application: we will write to you with the payment details, by bank transfer
            or PayPal.
          </li>
          <li>
            You join their circle: you will receive news, photos and an invitation to come and
            visit.
          </li>
        </ol>
        <p>
          Each horse costs about 300 euros a month in hay, vet, farrier and care: their circle is
          the group of people who make it possible together.
        </p>
        <p>
          Every horse living at the Oasis at the association&apos;s expense has a circle: the
          residents and those waiting for a home. When a horse is adopted, their new family looks
          after them and their circle closes: we will suggest another horse to support.
        </p>
        <p>
          <Link to={paths.circleApplication('en')} className="btn btn-accent btn-lg">
            Apply to join a circle
          </Link>
        </p>
        <h2>Who is waiting for their circle</h2>
        <p>
          Those most in need come first: for each one, how much of their monthly cost their
          supporters already cover.
        </p>
        <WebHorseGallery show="circles" label="Horses and donkeys with a circle" />
      </div>
    </>
  );
}
