import { useState, type FocusEvent } from 'react';
import { Bilingual, type BiText } from '#src/components/bilingual/bilingual';
import { FieldHelp, RequiredMark, useFieldIds } from '#src/components/forms/field';
import { imageUrl } from '#src/lib/images/image-url';
import { horseImagePaths } from '#src/config/storage-paths';
import type { SiteLanguage } from '#src/config/site';
import { nameFromSlug, type AdoptableHorse, type AdoptableHorses } from './horse-choices';
import { InlineSpinner } from '#src/components/ui/loading';

export const horseChoiceText = {
  legend: {
    it: 'Quale cavallo vorresti adottare?',
    en: 'Which horse would you like to adopt?',
  },
  hint: {
    it: 'Puoi sceglierne più di uno. Sono i cavalli che oggi cercano casa.',
    en: 'You can choose more than one. These are the horses looking for a home today.',
  },
  any: { it: 'Qualsiasi cavallo adatto', en: 'Any suitable horse' },
  anyHint: {
    it: 'Ti proporremo noi il cavallo più adatto a te e alla sua nuova casa.',
    en: 'We will suggest the horse that best suits you and its new home.',
  },
  loading: { it: 'Caricamento dei cavalli…', en: 'Loading the horses…' },
  failed: {
    it: 'Non siamo riusciti a caricare i cavalli che cercano casa. Scegli «Qualsiasi cavallo adatto» e, se ne hai in mente uno, scrivi il suo nome nella risposta sul perché vuoi adottare.',
    en: 'We could not load the horses looking for a home. Choose "Any suitable horse" and, if you have one in mind, write its name in your answer on why you want to adopt.',
  },
  none: {
    it: 'In questo momento nessun cavallo cerca casa sul sito: scegli «Qualsiasi cavallo adatto» e ti proporremo noi quello giusto.',
    en: 'No horse is looking for a home on the site right now: choose "Any suitable horse" and we will suggest the right one.',
  },
} as const satisfies Record<string, BiText>;

export interface HorseChoiceFieldProps {
  readonly id: string;
  readonly language: SiteLanguage;
  readonly choices: AdoptableHorses;
  readonly horses: readonly string[];
  readonly anyHorse: boolean;
  readonly error: string | undefined;
  readonly onHorsesChange: (slugs: string[]) => void;
  readonly onAnyHorseChange: (any: boolean) => void;
  readonly onBlur: () => void;
}

function Thumbnail({ slug }: { readonly slug: string }) {
  const [webpMissing, setWebpMissing] = useState(false);
  const thumb = horseImagePaths(slug, 'thumb');
  return (
    <img
      // Decorative: the horse's name is the label.
      alt=""
      src={imageUrl(webpMissing ? thumb.png : thumb.webp)}
      width={40}
      height={40}
      loading="lazy"
      decoding="async"
      className="rounded me-2 align-middle"
      onError={webpMissing ? undefined : () => setWebpMissing(true)}
    />
  );
}

/**
 * Every checkbox is named `horses`, so the form's focus on an invalid `horses` lands on the first;
 * unreadable chosen horses stay listed by a name guessed from their slug.
 */
export function HorseChoiceField({
  id,
  language,
  choices,
  horses,
  anyHorse,
  error,
  onHorsesChange,
  onAnyHorseChange,
  onBlur,
}: HorseChoiceFieldProps) {
  const listed: readonly AdoptableHorse[] =
    choices.status === 'ready'
      ? choices.data
      : choices.status === 'failed'
        ? horses.map((slug) => ({ slug, name: nameFromSlug(slug) }))
        : [];
  const notice =
    choices.status === 'failed'
      ? horseChoiceText.failed
      : choices.status === 'ready' && choices.data.length === 0
        ? horseChoiceText.none
        : horseChoiceText.hint;
  const ids = useFieldIds(id, notice[language], error);
  const toggle = (slug: string, checked: boolean) =>
    onHorsesChange(
      checked
        ? [...horses.filter((chosen) => chosen !== slug), slug]
        : horses.filter((chosen) => chosen !== slug),
    );
  const leave = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onBlur();
  };
  const checkClass = error ? 'form-check-input is-invalid' : 'form-check-input';
  const describedBy = ids.errorId;

  return (
    <fieldset
      id={ids.id}
      className="admin-field mb-4"
      aria-labelledby={`${ids.id}-legend`}
      aria-describedby={ids.describedBy}
      onBlur={leave}
    >
      <legend id={`${ids.id}-legend`} className="mb-2">
        <h2 className="h4 mb-0">
          <Bilingual text={horseChoiceText.legend} language={language} />
          <RequiredMark required />
        </h2>
      </legend>
      <div id={ids.descriptionId} className="form-text admin-field__description mt-0 mb-2">
        <Bilingual text={notice} language={language} />
      </div>
      {choices.status === 'loading' && (
        <div role="status" className="form-text d-flex align-items-center gap-2 mb-2">
          <InlineSpinner />
          <span>
            <Bilingual text={horseChoiceText.loading} language={language} />
          </span>
        </div>
      )}
      {listed.length > 0 && (
        <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-2 mb-2">
          {listed.map((horse) => (
            <div key={horse.slug} className="col">
              <div className="form-check">
                <input
                  id={`${ids.id}-${horse.slug}`}
                  className={`${checkClass} mt-2`}
                  type="checkbox"
                  name="horses"
                  value={horse.slug}
                  checked={horses.includes(horse.slug)}
                  aria-describedby={describedBy}
                  onChange={(event) => toggle(horse.slug, event.target.checked)}
                />
                <label className="form-check-label" htmlFor={`${ids.id}-${horse.slug}`}>
                  {choices.status === 'ready' && <Thumbnail slug={horse.slug} />}
                  {horse.name}
                </label>
              </div>
            </div>
          ))}
        </div>
      )}
      <div className="form-check">
        <input
          id={`${ids.id}-any`}
          className={checkClass}
          type="checkbox"
          name="horses"
          value="any"
          checked={anyHorse}
          aria-describedby={[`${ids.id}-any-hint`, describedBy].filter(Boolean).join(' ')}
          onChange={(event) => onAnyHorseChange(event.target.checked)}
        />
        <label className="form-check-label" htmlFor={`${ids.id}-any`}>
          <Bilingual text={horseChoiceText.any} language={language} />
        </label>
        <div id={`${ids.id}-any-hint`} className="form-text">
          <Bilingual text={horseChoiceText.anyHint} language={language} />
        </div>
      </div>
      <FieldHelp ids={{ ...ids, descriptionId: undefined }} description={undefined} error={error} />
    </fieldset>
  );
}
