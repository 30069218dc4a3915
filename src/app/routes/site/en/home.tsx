import { Link } from 'react-router';
import { PageHead } from '#src/components/seo/page-head';
import { association } from '#src/config/association';
import { paths } from '#src/config/paths';
import { layoutText } from '#src/app/layout/layout-text';
import { UpcomingEvents } from '../home';

const englishTagline = layoutText.en.tagline;

export function EnglishHomePage() {
  return (
    <>
      <PageHead description={englishTagline} language="en" />
      <section className="home-hero" aria-labelledby="home-title">
        <div className="container-xxl home-hero__inner">
          <p className="home-hero__eyebrow">A volunteer association for horses and donkeys</p>
          <h1 id="home-title" className="home-hero__title">
            {association.name}
          </h1>
          <p className="home-hero__manifesto">{englishTagline}</p>
          <div className="home-hero__actions">
            <Link to={paths.support('en')} className="btn btn-accent btn-lg">
              Support us
            </Link>
            <Link to={paths.horses('en')} className="btn btn-outline-light btn-lg">
              Meet the horses
            </Link>
          </div>
        </div>
      </section>
      <section className="container-xxl page-section manifesto" aria-labelledby="manifesto-title">
        <h2 id="manifesto-title">Our manifesto</h2>
        <p className="lead">
          We believe a horse does not stop mattering when it stops working. That a donkey is not a
          tool to be thrown away. That old age, illness and a difficult temper are nobody&apos;s
          fault.
        </p>
        <p>
          We take in horses and donkeys that have been mistreated, abandoned, seized or simply left
          with no one. We care for them, give them the time they need to trust people again and,
          whenever we can, look for a family that will keep them for good. Those who cannot be
          adopted stay with us, at the Oasis, until their last day.
        </p>
        <p>
          We are volunteers. Every bale of hay, every hoof trim, every visit from the vet happens
          because someone chose to help us.
        </p>
        <div className="manifesto__actions">
          <Link to={paths.circles('en')} className="btn btn-primary">
            Sponsor a horse
          </Link>
          <Link to={paths.association('en')} className="btn btn-outline-primary">
            About us
          </Link>
        </div>
      </section>
      <UpcomingEvents language="en" />
    </>
  );
}
