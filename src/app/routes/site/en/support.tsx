import { Link } from 'react-router';
import { PageHeader, headerImage } from '#src/components/layout/page-header';
import { PageHead } from '#src/components/seo/page-head';
import { association } from '#src/config/association';
import { paths } from '#src/config/paths';
import { WebHorseGallery } from '#src/features/horses/web-horse-gallery';

const examples = [
  { amount: 50, what: 'a bale of hay' },
  { amount: 60, what: 'a hoof trim' },
  { amount: 30, what: 'a vaccination' },
  { amount: 20, what: 'a dose of wormer' },
];

export function EnglishSupportPage() {
  return (
    <>
      <PageHead
        title="Support us"
        description="How to help: sponsor a horse from 20 euros a month, donate, give your 5x1000, volunteer or give supplies."
        image={headerImage('sostienici')}
        language="en"
      />
      <PageHeader page="sostienici" title="Support us">
        <p>
          Keeping a horse costs about 300 euros a month. Every gift, small or large, becomes hay,
          care and a peaceful life.
        </p>
      </PageHeader>
      <div className="container-xxl page-section support">
        <section aria-labelledby="support-circles" className="support-card support-card--accent">
          <h2 id="support-circles">Sponsor a horse, from 20 euros a month</h2>
          <p>
            Join the circle of supporters of a horse or a donkey: with a regular gift, from 20 euros
            a month, you help us look after them, and you receive news and photos.
          </p>
          <Link to={paths.circles('en')} className="btn btn-accent">
            Discover the circles
          </Link>
        </section>

        <section aria-labelledby="support-5x1000" className="support-card">
          <h2 id="support-5x1000">Your 5x1000</h2>
          <p>
            If you file an Italian tax return, sign in the box for non-profit organisations and
            write our tax code: <strong className="text-nowrap">{association.taxCode}</strong>. It
            costs you nothing.
          </p>
          <Link to={paths.fivePerThousand('en')}>How to give your 5x1000</Link>
        </section>

        <section aria-labelledby="support-donate" className="support-card">
          <h2 id="support-donate">Make a donation</h2>
          <dl className="support-methods">
            <div>
              <dt>By card, one-off</dt>
              <dd>
                <a href={association.cardPaymentUrl} className="btn btn-primary">
                  Donate by card
                </a>
              </dd>
            </div>
            <div>
              <dt>By bank transfer</dt>
              <dd>
                IBAN <strong className="text-break">{association.iban}</strong>
                <br />
                account holder: {association.bankAccountHolder}
              </dd>
            </div>
            <div>
              <dt>With PayPal</dt>
              <dd>
                <a href={association.paypalUrl}>Donate with PayPal</a>
              </dd>
            </div>
            <div>
              <dt>By topping up our prepaid card</dt>
              <dd>
                {association.prepaidCard.label} no.{' '}
                <strong className="text-nowrap">{association.prepaidCard.number}</strong>
                <br />
                card holder: {association.prepaidCard.holder}
              </dd>
            </div>
          </dl>
          <p className="support-examples-intro">For example, your donation pays for:</p>
          <ul className="support-examples">
            {examples.map((example) => (
              <li key={example.what}>
                <strong>{example.amount} euros</strong> {example.what}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="support-volunteer" className="support-card">
          <h2 id="support-volunteer">Come and lend a hand</h2>
          <p>
            There is always work for willing hands at the Oasis: mucking out the paddocks, handing
            out hay, grooming, showing visitors around, helping at events. No experience needed,
            just commitment and the wish to learn.{' '}
            <Link to={paths.contacts('en')}>Write or call us</Link> to arrange your first visit.
          </p>
        </section>

        <section aria-labelledby="support-material" className="support-card">
          <h2 id="support-material">Give supplies</h2>
          <p>
            Hay, feed for senior horses, rugs, head collars, lead ropes, stable tools, unexpired
            veterinary medicines: before you bring them,{' '}
            <Link to={paths.contacts('en')}>get in touch</Link> to find out what we need most right
            now.
          </p>
        </section>

        <section aria-labelledby="support-adopt" className="support-card">
          <h2 id="support-adopt">Adopt a horse</h2>
          <p>
            Some of our horses and donkeys are looking for a family to take them in for good. If you
            have room, time and love to give,{' '}
            <Link to={paths.adoptionApplication('en')}>fill in the adoption form</Link>.
          </p>
          <p>
            If you are the one who has to give up a horse,{' '}
            <Link to={paths.cessionApplication('en')}>write to us with the surrender form</Link>: we
            will look for a way together.
          </p>
        </section>

        <section aria-labelledby="support-residents" className="support-residents">
          <h2 id="support-residents">Who lives with us at the Oasis</h2>
          <p>
            These are the horses and donkeys who will stay with us for the rest of their lives: they
            need you every day.
          </p>
          <WebHorseGallery show="Residente dell'Oasi" label="Living at the Oasis" />
        </section>
      </div>
    </>
  );
}
