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

/** What an adoption or cession application shares with the staff pieces of its detail page. */
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
  /** "Candidatura adozione", for the console. */
  readonly what: string;
  /** The list the page goes back to after a deletion (with the filters it was opened with). */
  readonly listPath: string;
  /** The api's logged "opened" write. */
  readonly open: () => Promise<Result<boolean>>;
  /** The api's logged delete. */
  readonly remove: () => Promise<Result<void>>;
}

export interface StaffApplicationParts {
  /** Set once the application is deleted: render it instead of the editor (it goes to the list). */
  readonly leave: ReactNode;
  /** The editor's title badge, title actions and photo section. */
  readonly editor: {
    readonly titleBadge: ReactNode;
    readonly actions: ReactNode;
    readonly extraSections: ReactNode;
  };
}

/**
 * The staff pieces of an adoption or cession detail beyond its fields (docs/product.md "Public
 * applications"): it is marked as opened once loaded, "Nuova" shows while it is still new, its
 * photos show, and "Elimina candidatura" deletes it with its photos and goes back to the list with
 * a message. Once deleted the editor is gone before the page leaves, so the unsaved-changes guard
 * never asks about an application that no longer exists.
 */
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
