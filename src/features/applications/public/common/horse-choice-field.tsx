import { useState, type FocusEvent } from 'react';
import { FieldHelp, RequiredMark, useFieldIds } from '#src/components/forms/field';
import { imageUrl } from '#src/lib/images/image-url';
import { horseImagePaths } from '#src/config/storage-paths';
import { nameFromSlug, type AdoptableHorse, type AdoptableHorses } from './horse-choices';
import { InlineSpinner } from '#src/components/ui/loading';

/** The field's words in the page's language, from the adoption form's dictionary. */
export type HorseChoiceTexts = Readonly<
  Record<'legend' | 'hint' | 'any' | 'anyHint' | 'loading' | 'failed' | 'none', string>
>;

export interface HorseChoiceFieldProps {
  readonly id: string;
  readonly texts: HorseChoiceTexts;
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
  texts,
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
      ? texts.failed
      : choices.status === 'ready' && choices.data.length === 0
        ? texts.none
        : texts.hint;
  const ids = useFieldIds(id, notice, error);
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
          {texts.legend}
          <RequiredMark required />
        </h2>
      </legend>
      <div id={ids.descriptionId} className="form-text admin-field__description mt-0 mb-2">
        {notice}
      </div>
      {choices.status === 'loading' && (
        <div role="status" className="form-text d-flex align-items-center gap-2 mb-2">
          <InlineSpinner />
          <span>{texts.loading}</span>
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
          {texts.any}
        </label>
        <div id={`${ids.id}-any-hint`} className="form-text">
          {texts.anyHint}
        </div>
      </div>
      <FieldHelp ids={{ ...ids, descriptionId: undefined }} description={undefined} error={error} />
    </fieldset>
  );
}
