import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ConfirmDialog, useConfirmedDelete } from '#src/components/admin-ui';
import { ok, type Result } from '#src/lib/data/result';
import { useBackToList } from './back-to-list';
import { withListNotice, type ListNotice } from './list-notice';

export interface DeleteApplicationProps {
  /** Who sent it, "Chiara Rinaldi" (the code when there is no name). */
  readonly name: string;
  /** The api's logged delete of the document. */
  readonly remove: () => Promise<Result<void>>;
  /**
   * Deletes every file in the application's photo folder (after the document). Absent for an
   * application without photos (a circle application): the texts then say nothing of photos.
   */
  readonly removePhotos?: () => Promise<Result<number>>;
  /** Called once the document is gone, with what the list should say. */
  readonly onDeleted: (notice: ListNotice) => void;
}

export const deleteTexts = {
  button: 'Elimina candidatura',
  title: 'Elimina candidatura',
  question: (name: string, withPhotos = true) =>
    `Eliminare la candidatura di ${name}?${withPhotos ? ' Verranno eliminate anche le sue foto.' : ''} L'operazione non si può annullare.`,
  cancel: 'Annulla',
  confirm: 'Elimina',
  deleted: (name: string, withPhotos = true) =>
    `La candidatura di ${name} è stata eliminata${withPhotos ? ', con le sue foto' : ''}.`,
  photosLeft: (name: string) =>
    `La candidatura di ${name} è stata eliminata, ma non siamo riusciti a eliminare le sue foto: ` +
    'le cancellerà la prossima pulizia dei dati (npm run retention).',
} as const;

/**
 * "Elimina candidatura" and its confirmation (docs/product.md "Public applications": deleting an
 * application deletes its photos). The document goes first, with its log entry; then the photos.
 * If the document cannot be deleted, the dialog says why and nothing else happens; if only the
 * photos cannot, the application is gone and the list says so clearly.
 */
export function DeleteApplication({
  name,
  remove,
  removePhotos,
  onDeleted,
}: DeleteApplicationProps) {
  // Deletes the document (with its log entry), then the photos; only the document can fail it.
  const deleteAll = async (): Promise<Result<ListNotice>> => {
    const deleted = await remove();
    if (!deleted.success) return deleted;
    if (!removePhotos) return ok({ tone: 'success', text: deleteTexts.deleted(name, false) });
    const photos = await removePhotos();
    if (!photos.success) {
      console.error(`Candidatura di ${name}: foto non eliminate: ${photos.error.message}`);
    }
    return ok(
      photos.success
        ? { tone: 'success', text: deleteTexts.deleted(name) }
        : { tone: 'warning', text: deleteTexts.photosLeft(name) },
    );
  };
  const del = useConfirmedDelete(deleteAll, (_name: string, notice) => onDeleted(notice));

  return (
    <>
      <button type="button" className="btn btn-outline-danger" onClick={() => del.ask(name)}>
        {deleteTexts.button}
      </button>
      <ConfirmDialog
        kind="delete"
        {...del.dialog}
        title={deleteTexts.title}
        question={deleteTexts.question(name, removePhotos !== undefined)}
        cancelLabel={deleteTexts.cancel}
        confirmLabel={deleteTexts.confirm}
      />
    </>
  );
}

export interface DeleteAndLeaveOptions extends Omit<DeleteApplicationProps, 'onDeleted'> {
  /** The list the page goes back to after a deletion (with the filters it was opened with). */
  readonly listPath: string;
}

export interface DeleteAndLeave {
  /** Set once the application is deleted: render it instead of the editor (it goes to the list). */
  readonly leave: ReactNode;
  /** "Elimina candidatura", for the editor's title actions. */
  readonly button: ReactNode;
}

/**
 * "Elimina candidatura" on a detail page, and the way back to the list with the message once it is
 * deleted. Once deleted the editor is gone before the page leaves, so the unsaved-changes guard never
 * asks about an application that no longer exists.
 */
export function useDeleteAndLeave({ listPath, ...props }: DeleteAndLeaveOptions): DeleteAndLeave {
  const back = useBackToList(listPath);
  const [deleted, setDeleted] = useState<ListNotice | null>(null);
  return {
    leave: deleted ? <Navigate to={back} replace state={withListNotice(deleted)} /> : null,
    button: <DeleteApplication {...props} onDeleted={setDeleted} />,
  };
}
