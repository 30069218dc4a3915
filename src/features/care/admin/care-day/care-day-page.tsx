import { useCallback, useState } from 'react';
import { ReadState } from '#src/components/ui/read-state';
import { useRead } from '#src/lib/async/use-result';
import { useIsVolunteer } from '#src/lib/session/session-context';
import { listCareDayHorses, type CareDayHorse } from '../../api/care-day-api';
import { newCareDayDraft, type CareDay } from '../../model/care-day';
import { todayInRome } from '#src/lib/format/dates';
import type { CareRecord } from '../../model/care-record';
import { CareDayForm } from './care-day-form';
import { CareDayResult } from './care-day-result';
import './care-day.scss';

export const careDayPageTexts = {
  intro:
    'Una cura fatta a più cavalli nello stesso giorno, come il giro del maniscalco: ogni cavallo ' +
    'selezionato riceve la sua registrazione, con la stessa data, le stesse note e lo stesso costo.',
  loading: 'Caricamento dei cavalli…',
  loadFailed: 'Non riusciamo a caricare i cavalli e le loro cure:',
} as const;

interface Saved {
  readonly day: CareDay;
  readonly records: readonly CareRecord[];
}

export interface CareDayPageProps {
  readonly today?: string;
}

const withRecords = (horses: readonly CareDayHorse[], records: readonly CareRecord[]) =>
  horses.map((horse) => {
    const added = records.filter((record) => record.horseSlug === horse.slug);
    return added.length === 0 ? horse : { ...horse, records: [...horse.records, ...added] };
  });

function CareDay({
  loaded,
  day,
}: {
  readonly loaded: readonly CareDayHorse[];
  readonly day: string;
}) {
  const [changed, setChanged] = useState<readonly CareDayHorse[] | null>(null);
  const [saved, setSaved] = useState<Saved | null>(null);
  const [formKey, setFormKey] = useState(0);
  const horses = changed ?? loaded;

  const onSaved = useCallback(
    (savedDay: CareDay, records: CareRecord[]) => {
      setChanged(withRecords(horses, records));
      setSaved({ day: savedDay, records });
    },
    [horses],
  );

  return (
    <div className="care-day">
      {saved ? (
        <CareDayResult
          day={saved.day}
          records={saved.records}
          horses={horses}
          today={day}
          onAnother={() => {
            setSaved(null);
            setFormKey((key) => key + 1);
          }}
        />
      ) : (
        <>
          <p className="care-day__intro">{careDayPageTexts.intro}</p>
          <CareDayForm
            key={formKey}
            draft={{ ...newCareDayDraft(), date: day }}
            horses={horses}
            today={day}
            onSaved={onSaved}
          />
        </>
      )}
    </div>
  );
}

export function CareDayPage({ today }: CareDayPageProps) {
  const volunteer = useIsVolunteer();
  const read = useRead(
    'Cavalli della giornata di cure non caricati',
    () => (volunteer ? listCareDayHorses('barn') : listCareDayHorses()),
    [volunteer],
  );
  return (
    <ReadState read={read} loading={careDayPageTexts.loading} failed={careDayPageTexts.loadFailed}>
      {(horses) => <CareDay loaded={horses} day={today ?? todayInRome()} />}
    </ReadState>
  );
}
