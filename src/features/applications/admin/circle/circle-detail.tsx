import type { ReactNode } from 'react';
import { paths } from '#src/config/paths';
import { listHorses } from '#src/features/horses/admin';
import { ok, type Result } from '#src/lib/data/result';
import { useSession } from '#src/lib/session/session-context';
import {
  deleteCircleApplication,
  getCircleApplication,
  updateCircleApplication,
} from '../../api/applications-api';
import { circleStaffFields, type CircleApplication } from '../../model/circle-application';
import { staffFieldsSchema } from '../../model/staff-fields';
import { AnswerList, EmailLink, PhoneLink } from '../common/application-answers';
import { ApplicationDetail } from '../common/application-detail';
import { ApplicationEditor } from '../common/application-editor';
import { useDeleteAndLeave } from '../common/delete-application';
import { fullName } from '../common/list-columns';
import { useRefreshNewApplicationCounts } from '../common/new-applications';
import {
  circleDetailRows,
  circleFieldLabels,
  circleGroups,
  circleTitle,
  type RegistryHorse,
} from './circle-fields';

interface CircleDetailData {
  readonly application: CircleApplication;
  readonly horses: RegistryHorse[];
}

async function loadCircle(slug: string): Promise<Result<CircleDetailData>> {
  const [application, horses] = await Promise.all([
    getCircleApplication(slug),
    listHorses({}, 'name'),
  ]);
  if (!application.success) return application;
  if (!horses.success) return horses;
  return ok({
    application: application.data,
    horses: horses.data.map(({ slug: horseSlug, name }) => ({ slug: horseSlug, name })),
  });
}

const links: Readonly<Record<string, (value: string) => ReactNode>> = {
  [circleFieldLabels.phone]: (phone) => <PhoneLink phone={phone} />,
  [circleFieldLabels.email]: (email) => <EmailLink email={email} />,
};

function Answers({ application }: { readonly application: CircleApplication }) {
  return (
    <AnswerList
      rows={circleDetailRows(application).map(([label, value]) => ({
        label,
        value: links[label]?.(value) ?? value,
      }))}
    />
  );
}

/** Such a member counts towards no horse's coverage. */
function NoHorse({ application }: { readonly application: CircleApplication }) {
  if (application.horseSlug !== '') return null;
  return (
    <p className="applications-admin__missing small text-body-secondary">
      Nessun cavallo sostenuto scelto: questo sostenitore non conta nella copertura di nessun
      cavallo.
    </p>
  );
}

function CircleEditor({ application, horses }: CircleDetailData) {
  const { user } = useSession();
  const refreshCounts = useRefreshNewApplicationCounts();
  const deletion = useDeleteAndLeave({
    name: fullName(application) || application.slug,
    listPath: paths.adminCircleApplications(),
    remove: () => deleteCircleApplication(user, application.slug),
  });
  if (deletion.leave) return deletion.leave;
  return (
    <ApplicationEditor
      loaded={application}
      update={async (item) => {
        const saved = await updateCircleApplication(user, application.slug, item);
        // A member no longer "Da contattare" leaves the menu's count.
        if (saved.success) refreshCounts();
        return saved;
      }}
      checks={{
        schema: staffFieldsSchema,
        labels: {
          startDate: circleFieldLabels.startDate,
          internalNotes: circleFieldLabels.internalNotes,
        },
      }}
      groups={circleGroups(horses)}
      staffFields={circleStaffFields}
      customGroups={[
        {
          key: 'answers',
          title: 'La candidatura',
          after: 'member',
          render: (item) => <Answers application={item} />,
        },
      ]}
      title={circleTitle}
      backTo={paths.adminCircleApplications()}
      idPrefix="cerchia"
      notice={(item) => <NoHorse application={item} />}
      actions={deletion.button}
    />
  );
}

export function CircleDetail({ slug }: { readonly slug: string }) {
  return (
    <ApplicationDetail slug={slug} load={() => loadCircle(slug)} what="Candidatura cerchia">
      {(data) => <CircleEditor {...data} />}
    </ApplicationDetail>
  );
}
