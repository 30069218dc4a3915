import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#src/config/paths';
import {
  AnswerList,
  ApplicationDetail,
  ApplicationEditor,
  EmailLink,
  fullName,
  PhoneLink,
  staffFieldsSchema,
  useDeleteAndLeave,
  useRefreshNewApplicationCounts,
} from '#src/features/applications/admin';
import { useSession } from '#src/lib/session/session-context';
import {
  eraseVolunteerApplication,
  getVolunteerApplication,
  updateVolunteerApplication,
} from '../../api/volunteer-applications-api';
import { volunteerStaffFields, type VolunteerApplication } from '../../model/volunteer-application';
import { enrolmentPrefillQuery } from '../register/enrolment-prefill';
import {
  volunteerDetailRows,
  volunteerFieldLabels,
  volunteerGroups,
  volunteerTitle,
} from './volunteer-fields';

const links: Readonly<Record<string, (value: string) => ReactNode>> = {
  [volunteerFieldLabels.phone]: (phone) => <PhoneLink phone={phone} />,
  [volunteerFieldLabels.email]: (email) => <EmailLink email={email} />,
};

function Answers({ application }: { readonly application: VolunteerApplication }) {
  return (
    <AnswerList
      rows={volunteerDetailRows(application).map(([label, value]) => ({
        label,
        value: links[label]?.(value) ?? value,
      }))}
    />
  );
}

export interface VolunteerDetailProps {
  readonly slug: string;
}

/** The register's enrolment form, filled with the application's name, contacts and id. */
export function registerLink(application: VolunteerApplication): string {
  const query = enrolmentPrefillQuery({
    givenName: application.givenName,
    familyName: application.familyName,
    email: application.email,
    phone: application.phone,
    applicationId: application.slug,
  });
  return `${paths.adminVolunteerRegisterNew()}?${query}`;
}

function VolunteerEditor({ application }: { readonly application: VolunteerApplication }) {
  const { user } = useSession();
  const refreshCounts = useRefreshNewApplicationCounts();
  const deletion = useDeleteAndLeave({
    name: fullName(application) || application.slug,
    listPath: paths.adminVolunteerApplications(),
    remove: () => eraseVolunteerApplication(user, application),
  });
  if (deletion.leave) return deletion.leave;
  return (
    <ApplicationEditor
      loaded={application}
      update={async (item) => {
        const saved = await updateVolunteerApplication(user, application.slug, item);
        // One no longer "Da contattare" leaves the menu's count.
        if (saved.success) refreshCounts();
        return saved;
      }}
      checks={{
        schema: staffFieldsSchema,
        labels: { internalNotes: volunteerFieldLabels.internalNotes },
      }}
      groups={volunteerGroups}
      staffFields={volunteerStaffFields}
      customGroups={[
        {
          key: 'answers',
          title: 'La candidatura',
          after: 'staff',
          render: (item) => <Answers application={item} />,
        },
      ]}
      title={volunteerTitle}
      backTo={paths.adminVolunteerApplications()}
      idPrefix="volontario"
      actions={
        <>
          <Link className="btn btn-outline-primary" to={registerLink(application)}>
            Registra nel registro
          </Link>
          {deletion.button}
        </>
      }
    />
  );
}

export function VolunteerDetail({ slug }: VolunteerDetailProps) {
  return (
    <ApplicationDetail
      slug={slug}
      load={() => getVolunteerApplication(slug)}
      what="Candidatura volontariato"
    >
      {(application) => <VolunteerEditor application={application} />}
    </ApplicationDetail>
  );
}
