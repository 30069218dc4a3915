import type { ReactNode } from 'react';
import type { Result } from '#src/lib/data/result';
import {
  deleteApplicationPhotos,
  type PhotoApplicationKind,
} from '../../api/application-photos-admin';
import { ApplicationPhotos } from './application-photos';
import { useDeleteAndLeave } from './delete-application';
import { fullName } from './list-columns';
import { NewBadge } from './new-badge';
import { useOpenApplication } from './use-open-application';

export interface StaffApplication {
  readonly slug: string;
  readonly givenName: string;
  readonly familyName: string;
  readonly isNew: boolean;
  readonly photos: readonly string[];
}

export interface StaffApplicationOptions {
  readonly kind: PhotoApplicationKind;
  readonly application: StaffApplication;
  readonly what: string;
  readonly listPath: string;
  readonly open: () => Promise<Result<boolean>>;
  readonly remove: () => Promise<Result<void>>;
}

export interface StaffApplicationParts {
  readonly leave: ReactNode;
  readonly editor: {
    readonly titleBadge: ReactNode;
    readonly actions: ReactNode;
    readonly extraSections: ReactNode;
  };
}

export function useStaffApplication({
  kind,
  application,
  what,
  listPath,
  open,
  remove,
}: StaffApplicationOptions): StaffApplicationParts {
  const stillNew = useOpenApplication(application.isNew, open, `${what} ${application.slug}`);
  const deletion = useDeleteAndLeave({
    name: fullName(application) || application.slug,
    listPath,
    remove,
    removePhotos: () => deleteApplicationPhotos(kind, application.slug),
  });
  return {
    leave: deletion.leave,
    editor: {
      titleBadge: stillNew ? <NewBadge /> : null,
      actions: deletion.button,
      extraSections: (
        <ApplicationPhotos kind={kind} id={application.slug} names={application.photos} />
      ),
    },
  };
}
