import { AnswerList } from '../common/application-answers';
import { adoptionFieldLabels } from './adoption-fields';
import { horsesAskedFor, type HorseOption } from './horse-choice';

export interface HorsesAppliedForProps {
  readonly horses: readonly HorseOption[];
  readonly chosen: readonly string[];
  readonly anyHorse: boolean;
}

export function HorsesAppliedFor({ horses, chosen, anyHorse }: HorsesAppliedForProps) {
  const names = horsesAskedFor(horses, chosen);
  return (
    <AnswerList
      rows={[
        {
          label: adoptionFieldLabels.horses,
          value:
            names.length === 0 ? (
              ''
            ) : (
              <ul className="applications-admin__names">
                {names.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            ),
        },
        { label: adoptionFieldLabels.anyHorse, value: anyHorse ? 'Sì' : 'No' },
      ]}
    />
  );
}
