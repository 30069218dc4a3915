import { paths } from '#src/config/paths';
import { useSession } from '#src/lib/session/session-context';
import {
  deleteCessionApplication,
  getCessionApplication,
  openCessionApplication,
  updateCessionApplication,
} from '../../api/applications-api';
import { cessionStaffFields, type CessionApplication } from '../../model/cession-application';
import { ApplicationDetail } from '../common/application-detail';
import { ApplicationEditor } from '../common/application-editor';
import { useStaffApplication } from '../common/staff-application';
import { cessionGroups, cessionTitle, missingRequired } from './cession-fields';

/** Said next to Salva: an older application may lack answers the form now requires. */
function MissingRequired({ application }: { readonly application: CessionApplication }) {
  const missing = missingRequired(application);
  if (missing.length === 0) return null;
  return (
    <p className="applications-admin__missing small text-body-secondary">
      Risposte obbligatorie mancanti: {missing.join(', ')}.
    </p>
  );
}

function CessionEditor({ application }: { readonly application: CessionApplication }) {
  const { user } = useSession();
  const staff = useStaffApplication({
    kind: 'cession',
    application,
    what: 'Candidatura cessione',
    listPath: paths.adminCessionApplications(),
    open: () => openCessionApplication(user, application.slug),
    remove: () => deleteCessionApplication(user, application.slug),
  });
  if (staff.leave) return staff.leave;
  return (
    <ApplicationEditor
      {...staff.editor}
      loaded={application}
      update={(item) => updateCessionApplication(user, application.slug, item)}
      groups={cessionGroups}
      staffFields={cessionStaffFields}
      title={cessionTitle}
      backTo={paths.adminCessionApplications()}
      idPrefix="cessione"
      notice={(item) => <MissingRequired application={item} />}
    />
  );
}

export function CessionDetail({ slug }: { readonly slug: string }) {
  return (
    <ApplicationDetail
      slug={slug}
      load={() => getCessionApplication(slug)}
      what="Candidatura cessione"
    >
      {(application) => <CessionEditor application={application} />}
    </ApplicationDetail>
  );
}
