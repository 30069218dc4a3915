import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ConfirmDialog, useConfirmedDelete } from '#src/components/admin-ui';
import { ok, type Result } from '#src/lib/data/result';
import { useBackToList } from './back-to-list';
import { withListNotice, type ListNotice } from './list-notice';
import { useRefreshNewApplicationCounts } from './new-applications';

export interface DeleteApplicationProps {
  readonly name: string;
  /** Deletes; a text (a string) it answers is added to the notice (what staff must know beyond "deleted"). */
  readonly remove: () => Promise<Result<unknown>>;
  readonly removePhotos?: () => Promise<Result<number>>;
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
 * The document goes first, then the photos; if the document cannot be deleted, nothing else
 * happens.
 */
export function DeleteApplication({
  name,
  remove,
  removePhotos,
  onDeleted,
}: DeleteApplicationProps) {
  const deleteAll = async (): Promise<Result<ListNotice>> => {
    const deleted = await remove();
    if (!deleted.success) return deleted;
    if (typeof deleted.data === 'string') {
      return ok({ tone: 'warning', text: `${deleteTexts.deleted(name, false)} ${deleted.data}` });
    }
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
  readonly listPath: string;
}

export interface DeleteAndLeave {
  readonly leave: ReactNode;
  readonly button: ReactNode;
}

/**
 * Once deleted, the editor is gone before the page leaves, so the unsaved-changes guard never asks;
 * the menu counts again, since a new application may have gone.
 */
export function useDeleteAndLeave({ listPath, ...props }: DeleteAndLeaveOptions): DeleteAndLeave {
  const back = useBackToList(listPath);
  const refreshCounts = useRefreshNewApplicationCounts();
  const [deleted, setDeleted] = useState<ListNotice | null>(null);
  const onDeleted = (notice: ListNotice) => {
    refreshCounts();
    setDeleted(notice);
  };
  return {
    leave: deleted ? <Navigate to={back} replace state={withListNotice(deleted)} /> : null,
    button: <DeleteApplication {...props} onDeleted={onDeleted} />,
  };
}
