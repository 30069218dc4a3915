import { Fragment } from 'react';
import { Link } from 'react-router';
import { PageHead } from '#src/components/seo/page-head';
import { paths } from '#src/config/paths';
import { getCircleApplication } from '../../api/applications-api';
import type { CircleApplication } from '../../model/circle-application';
import { ApplicationDetail } from '../common/application-detail';
import { useBackToList } from '../common/back-to-list';
import { circleDetailRows, circleTitle } from './circle-fields';

function CircleView({ application }: { readonly application: CircleApplication }) {
  const title = circleTitle(application);
  const back = useBackToList(paths.adminCircleApplications());
  return (
    <>
      <PageHead title={title} noindex />
      <h1 className="admin-page-title">{title}</h1>
      <dl className="applications-admin__details">
        {circleDetailRows(application).map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </Fragment>
        ))}
      </dl>
      <Link to={back} className="btn btn-outline-secondary">
        Indietro
      </Link>
    </>
  );
}

/** Staff: one circle application, read only (the donor's request as sent). */
export function CircleDetail({ slug }: { readonly slug: string }) {
  return (
    <ApplicationDetail
      slug={slug}
      load={() => getCircleApplication(slug)}
      what="Candidatura cerchia"
    >
      {(application) => <CircleView application={application} />}
    </ApplicationDetail>
  );
}
