import { useState } from 'react';
import { BusyButton } from '#src/components/admin-ui/busy-button';
import { ReadState } from '#src/components/ui/read-state';
import { useAction } from '#src/hooks/use-action';
import { useRead } from '#src/lib/async/use-result';
import { fail } from '#src/lib/data/result';
import { useSession } from '#src/lib/session/session-context';
import { readRotaSettings, saveRotaSettings } from '../api/rota-api';
import type { RotaSettings } from '../model/rota';

const euros = (cents: number): string => (cents / 100).toFixed(2).replace('.', ',');

/** "12,50" → 1250; null when it is not an amount. */
export function centsOf(text: string): number | null {
  const match = /^\s*(\d{1,4})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

function SettingsFields({ stored, saved }: { stored: RotaSettings; saved: () => void }) {
  const { user } = useSession();
  const [cutoff, setCutoff] = useState(String(stored.cutoffHours));
  const [hourly, setHourly] = useState(euros(stored.hourlyValueCents));
  const save = useAction(async () => {
    const hours = /^\d{1,3}$/.test(cutoff) ? Number(cutoff) : NaN;
    if (!(hours >= 0 && hours <= 168)) return fail('invalid-argument', 'Da 0 a 168 ore.');
    const cents = centsOf(hourly);
    if (cents === null) return fail('invalid-argument', 'Un importo in euro, come 12,50.');
    const result = await saveRotaSettings(user, { cutoffHours: hours, hourlyValueCents: cents });
    if (result.success) saved();
    return result;
  }, 'Save rota settings');
  return (
    <form
      className="rota-settings"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.run();
      }}
    >
      <div>
        <label className="form-label" htmlFor="rota-cutoff">
          Fino a quante ore prima dell'inizio un volontario può prendere o lasciare un turno
        </label>
        <input
          id="rota-cutoff"
          className="form-control"
          inputMode="numeric"
          value={cutoff}
          onChange={(event) => {
            setCutoff(event.target.value);
            save.reset();
          }}
        />
      </div>
      <div>
        <label className="form-label" htmlFor="rota-hourly">
          Valore di un'ora di volontariato (euro), per il rendiconto
        </label>
        <input
          id="rota-hourly"
          className="form-control"
          inputMode="decimal"
          value={hourly}
          onChange={(event) => {
            setHourly(event.target.value);
            save.reset();
          }}
        />
        <p className="form-text">
          Un valore figurativo: il commercialista dell'associazione lo conferma prima di usarlo.
        </p>
      </div>
      <BusyButton type="submit" pending={save.pending}>
        Salva le impostazioni
      </BusyButton>
      {save.error ? (
        <p className="text-danger" role="alert">
          {save.error}
        </p>
      ) : save.state.status === 'done' ? (
        <p role="status">Impostazioni salvate.</p>
      ) : null}
    </form>
  );
}

export function RotaSettingsForm() {
  const settings = useRead('Rota settings', readRotaSettings, []);
  return (
    <section className="rota-settings-section" aria-labelledby="rota-settings-title">
      <h2 id="rota-settings-title" className="h4">
        Impostazioni dei turni
      </h2>
      <ReadState read={settings} loading="Caricamento delle impostazioni…">
        {(stored) => <SettingsFields stored={stored} saved={settings.retry} />}
      </ReadState>
    </section>
  );
}
