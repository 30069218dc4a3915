import { Link } from 'react-router';
import { PageHeader, headerImage } from '#src/components/layout/page-header';
import { PageHead } from '#src/components/seo/page-head';
import { association } from '#src/config/association';
import { paths } from '#src/config/paths';

export function EnglishAssociationPage() {
  return (
    <>
      <PageHead
        title="Association"
        description={`Who we are and what we do: ${association.name} rescues horses and donkeys that have been mistreated, abandoned or retired.`}
        image={headerImage('associazione')}
        language="en"
      />
      <PageHeader page="associazione" title="About us">
        <p>
          {association.name} is a volunteer association that rescues horses and donkeys and gives
          them a second life.
        </p>
      </PageHeader>
      <div className="container-xxl page-section prose">
        <h2>Who we are</h2>
        <p>
          We are a group of volunteers: vets, farriers, teachers, office workers, students. None of
          us is paid. We share one simple conviction: a horse or a donkey that is no longer useful
          to anyone still deserves a life with dignity.
        </p>
        <p>
          Dozens of horses and donkeys live at the Oasis today. They came to us from seizures for
          mistreatment, from riding schools that closed down, from racecourses, and from elderly or
          struggling owners who could no longer look after them.
        </p>
        <h2>What we do</h2>
        <ul>
          <li>
            <strong>We take in</strong> horses and donkeys in trouble, often at the request of the
            authorities or the veterinary services.
          </li>
          <li>
            <strong>We care</strong> for every animal: the vet, the dentist, hoof trimming, and food
            suited to their age and health.
          </li>
          <li>
            <strong>We retrain</strong>, patiently, those who have learnt to be afraid of people.
          </li>
          <li>
            <strong>We look for families</strong> for those who can be adopted, with an adoption
            contract, a visit beforehand and follow-up checks over time.
          </li>
          <li>
            <strong>We keep</strong> for good those who are too old, ill or frail to move home.
          </li>
          <li>
            <strong>We tell</strong> their stories, so that more and more people know that a horse
            is not a thing.
          </li>
        </ul>
        <h2>How you can be part of it</h2>
        <p>
          You can sponsor one of our horses, make a donation, give us your 5x1000 if you pay taxes
          in Italy, or come and lend a hand at the Oasis.
        </p>
        <p className="d-flex flex-wrap gap-2">
          <Link to={paths.support('en')} className="btn btn-primary">
            Find out how to help
          </Link>
          <Link to={paths.horses('en')} className="btn btn-outline-primary">
            Meet the horses
          </Link>
        </p>
      </div>
    </>
  );
}
