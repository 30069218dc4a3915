import { AddBySlugDialog } from '#src/components/admin-ui';
import { paths } from '#src/config/paths';
import { useSession } from '#src/lib/session/session-context';
import { addEvent } from '../../api/events-api';

export interface AddEventDialogProps {
  readonly show: boolean;
  readonly onHide: () => void;
}

export function AddEventDialog({ show, onHide }: AddEventDialogProps) {
  const { user } = useSession();
  return (
    <AddBySlugDialog
      show={show}
      onHide={onHide}
      title="Aggiungi evento"
      description="Lettere minuscole, numeri e trattini: diventa l'indirizzo della pagina dell'evento."
      add={(slug) => addEvent(user, slug)}
      pathOf={paths.adminEvent}
    />
  );
}
