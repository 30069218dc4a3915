import { AddBySlugDialog } from '#src/components/admin-ui';
import { paths } from '#src/config/paths';
import { useSession } from '#src/lib/session/session-context';
import { addHorse } from '../../api/horses-api';

export interface AddHorseDialogProps {
  readonly show: boolean;
  readonly onHide: () => void;
}

export function AddHorseDialog({ show, onHide }: AddHorseDialogProps) {
  const { user } = useSession();
  return (
    <AddBySlugDialog
      show={show}
      onHide={onHide}
      title="Aggiungi cavallo"
      description="Lettere minuscole, numeri e trattini: diventa l'indirizzo della scheda."
      add={(slug) => addHorse(user, slug)}
      pathOf={paths.adminHorse}
    />
  );
}
