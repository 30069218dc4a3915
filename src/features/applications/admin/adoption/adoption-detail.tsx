import { paths } from '#src/config/paths';
import { ok, type Result } from '#src/lib/data/result';
import { useSession } from '#src/lib/session/session-context';
import { listHorses } from '#src/features/horses/admin';
import {
  deleteAdoptionApplication,
  getAdoptionApplication,
  openAdoptionApplication,
  updateAdoptionApplication,
} from '../../api/applications-api';
import { adoptionStaffFields, type AdoptionApplication } from '../../model/adoption-application';
import { ApplicationDetail } from '../common/application-detail';
import { ApplicationEditor } from '../common/application-editor';
import { useStaffApplication } from '../common/staff-application';
import { staffFieldsSchema } from '../../model/staff-fields';
import { adoptionFieldLabels, adoptionGroups, adoptionTitle } from './adoption-fields';
import type { HorseOption } from './horse-choice';
import { HorsesAppliedFor } from './horses-applied-for';

interface AdoptionDetailData {
  application: AdoptionApplication;
  horses: HorseOption[];
}

async function loadAdoption(slug: string): Promise<Result<AdoptionDetailData>> {
  const [application, horses] = await Promise.all([
    getAdoptionApplication(slug),
    listHorses({}, 'name'),
  ]);
  if (!application.success) return application;
  if (!horses.success) return horses;
  return ok({
    application: application.data,
    horses: horses.data.map(({ slug: horseSlug, name }) => ({ slug: horseSlug, name })),
  });
}

function AdoptionEditor({ application, horses }: AdoptionDetailData) {
  const { user } = useSession();
  const staff = useStaffApplication({
    kind: 'adoption',
    application,
    what: 'Candidatura adozione',
    listPath: paths.adminAdoptionApplications(),
    open: () => openAdoptionApplication(user, application.slug),
    remove: () => deleteAdoptionApplication(user, application.slug),
  });
  if (staff.leave) return staff.leave;
  return (
    <ApplicationEditor<AdoptionApplication, 'internalNotes'>
      {...staff.editor}
      loaded={application}
      update={(item) => updateAdoptionApplication(user, application.slug, item)}
      checks={{
        schema: staffFieldsSchema,
        labels: { internalNotes: adoptionFieldLabels.internalNotes },
      }}
      groups={adoptionGroups}
      staffFields={adoptionStaffFields}
      customGroups={[
        {
          key: 'horses',
          title: 'Cavalli richiesti',
          after: 'evaluation',
          render: (item) => (
            <HorsesAppliedFor horses={horses} chosen={item.horses} anyHorse={item.anyHorse} />
          ),
        },
      ]}
      title={adoptionTitle}
      backTo={paths.adminAdoptionApplications()}
      idPrefix="adozione"
    />
  );
}

export function AdoptionDetail({ slug }: { readonly slug: string }) {
  return (
    <ApplicationDetail slug={slug} load={() => loadAdoption(slug)} what="Candidatura adozione">
      {(data) => <AdoptionEditor {...data} />}
    </ApplicationDetail>
  );
}
