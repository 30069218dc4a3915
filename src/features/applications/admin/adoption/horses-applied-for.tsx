import { Checkbox } from '#src/components/forms';
import { adoptionFieldLabels } from './adoption-fields';
import { horseChoices, toggleHorse, type HorseOption } from './horse-choice';

export interface HorsesAppliedForProps {
  readonly available: readonly HorseOption[];
  readonly chosen: readonly string[];
  readonly onChange: (chosen: string[]) => void;
  readonly anyHorse: boolean;
  readonly onAnyHorseChange: (anyHorse: boolean) => void;
}

export function HorsesAppliedFor({
  available,
  chosen,
  onChange,
  anyHorse,
  onAnyHorseChange,
}: HorsesAppliedForProps) {
  const choices = horseChoices(available, chosen);
  return (
    <fieldset className="applications-admin__horses">
      <legend className="visually-hidden">Cavalli richiesti</legend>
      <Checkbox
        id="adozione-anyHorse"
        name="anyHorse"
        label={adoptionFieldLabels.anyHorse}
        checked={anyHorse}
        onChange={onAnyHorseChange}
      />
      {choices.length === 0 ? (
        <p className="mb-0">Nessun cavallo è in cerca di casa.</p>
      ) : (
        choices.map((choice) => (
          <Checkbox
            key={choice.slug}
            id={`adozione-cavallo-${choice.slug}`}
            name="horses"
            label={choice.label}
            checked={chosen.includes(choice.slug)}
            onChange={(checked) => onChange(toggleHorse(chosen, choice.slug, checked))}
          />
        ))
      )}
    </fieldset>
  );
}
