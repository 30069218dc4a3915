import type { FormEvent, ReactNode } from 'react';
import { CollapsibleCard } from '#src/components/admin-ui';
import {
  SaveBar,
  UnsavedChangesGuard,
  useEditForm,
  type EditFormChecks,
  type ErrorsOf,
} from '#src/components/forms';
import { PageHead } from '#src/components/seo/page-head';
import type { Result } from '#src/lib/data/result';
import { formatItalianDateTime } from '#src/lib/format/dates';
import { AnswerList, answerRows } from './application-answers';
import { ApplicationField } from './application-field';
import { useBackToList } from './back-to-list';
import { ReferenceLine } from './reference-line';
import type { FieldGroup, FieldSpec } from './form-fields';
import './applications-admin.scss';

/** A group of answers shown its own way (the horses asked for), after the group `after`. */
export interface CustomGroup<T> {
  readonly key: string;
  readonly title: string;
  readonly after: string;
  readonly render: (item: T) => ReactNode;
}

export interface ApplicationEditorProps<T extends Sent, F extends string> {
  readonly loaded: T;
  readonly update: (item: T) => Promise<Result<T>>;
  /** What the staff's fields may hold (the rules' limits). */
  readonly checks?: EditFormChecks<T, F>;
  readonly groups: readonly FieldGroup<T>[];
  /** The fields staff set; the others are the applicant's answers, shown as text. */
  readonly staffFields: readonly string[];
  readonly customGroups?: readonly CustomGroup<T>[];
  readonly title: (item: T) => string;
  readonly backTo: string;
  readonly idPrefix: string;
  readonly notice?: (item: T) => ReactNode;
  readonly titleBadge?: ReactNode;
  readonly actions?: ReactNode;
  /** Shown after the answers (the photos). */
  readonly extraSections?: ReactNode;
  /** Sections of their own (with their own forms) mounted last, below the answers and photos. */
  readonly children?: ReactNode;
}

/** What the header says of every application: when it was sent and the reference to quote. */
interface Sent {
  readonly date: Date;
  readonly slug: string;
  readonly reference?: string;
}

const wide = (spec: FieldSpec<unknown>) => spec.kind === 'textarea' || spec.kind === 'checkbox';

function SentOn({ date }: { readonly date: Date }) {
  if (Number.isNaN(date.getTime())) return null;
  return (
    <p className="applications-admin__sent">
      Inviata il <time dateTime={date.toISOString()}>{formatItalianDateTime(date)}</time>
    </p>
  );
}

/**
 * The staff's fields are the form, with its save bar, at the top; the applicant's answers follow as
 * text, since a save keeps only the staff's fields (docs/product.md, "Application details").
 */
export function ApplicationEditor<T extends Sent, F extends string = never>({
  loaded,
  update,
  checks,
  groups,
  staffFields,
  customGroups = [],
  title,
  backTo,
  idPrefix,
  notice,
  titleBadge,
  actions,
  extraSections,
  children,
}: ApplicationEditorProps<T, F>) {
  const form = useEditForm(loaded, update, checks);
  const { bindForm } = form;
  const errors: ErrorsOf<string> = form.errors;
  const replace = (item: T) => form.edit(() => item);
  const back = useBackToList(backTo);
  const heading = title(form.saved);
  const isStaff = (spec: FieldSpec<T>) => staffFields.includes(spec.field);
  const staffGroups = groups.filter((group) => group.fields.some(isStaff));
  const answerGroups = groups.filter((group) => !group.fields.some(isStaff));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.save();
  };

  const card = (key: string, cardTitle: string, body: ReactNode) => (
    <CollapsibleCard key={key} title={cardTitle} headingLevel={2}>
      {body}
    </CollapsibleCard>
  );
  const customAfter = (key: string) =>
    customGroups
      .filter((custom) => custom.after === key)
      .map((custom) => card(custom.key, custom.title, custom.render(form.saved)));

  return (
    <>
      <PageHead title={heading} noindex />
      <div className="applications-admin__header">
        <div>
          <h1 className="admin-page-title">
            {heading}
            {titleBadge && <> {titleBadge}</>}
          </h1>
          <SentOn date={loaded.date} />
          <ReferenceLine application={loaded} />
        </div>
        {actions && <div className="applications-admin__actions">{actions}</div>}
      </div>
      <div className="applications-admin__sections">
        <form
          ref={bindForm}
          className="applications-admin__form"
          noValidate
          aria-label={heading}
          onSubmit={submit}
        >
          {staffGroups.flatMap((group) => {
            const answers = group.fields.filter((spec) => !isStaff(spec));
            return [
              card(
                group.key,
                group.title,
                <>
                  <div className="applications-admin__fields">
                    {group.fields.filter(isStaff).map((spec) => (
                      <div
                        key={spec.field}
                        className={
                          wide(spec as FieldSpec<unknown>) ? 'applications-admin__wide' : undefined
                        }
                      >
                        <ApplicationField
                          spec={spec}
                          item={form.item}
                          onChange={replace}
                          error={errors[spec.field]}
                          idPrefix={idPrefix}
                        />
                      </div>
                    ))}
                  </div>
                  {answers.length > 0 && <AnswerList rows={answerRows(answers, form.saved)} />}
                </>,
              ),
            ];
          })}
          <SaveBar {...form.bar} backTo={back}>
            {notice?.(form.item)}
          </SaveBar>
          <UnsavedChangesGuard when={form.dirty} />
        </form>
        {staffGroups.flatMap((group) => customAfter(group.key))}
        {answerGroups.flatMap((group) => [
          card(group.key, group.title, <AnswerList rows={answerRows(group.fields, form.saved)} />),
          ...customAfter(group.key),
        ])}
        {extraSections}
        {children}
      </div>
    </>
  );
}
