import type { FormEvent, ReactNode } from 'react';
import { CollapsibleCard } from '#src/components/admin-ui';
import { SaveBar, UnsavedChangesGuard, useEditForm } from '#src/components/forms';
import { PageHead } from '#src/components/seo/page-head';
import type { Result } from '#src/lib/data/result';
import { ApplicationField } from './application-field';
import { useBackToList } from './back-to-list';
import type { FieldGroup, FieldSpec } from './form-fields';
import './applications-admin.scss';

export interface CustomGroup<T> {
  readonly key: string;
  readonly title: string;
  readonly after: string;
  readonly render: (item: T, edit: (item: T) => void) => ReactNode;
}

export interface ApplicationEditorProps<T> {
  readonly loaded: T;
  readonly update: (item: T) => Promise<Result<T>>;
  readonly groups: readonly FieldGroup<T>[];
  readonly customGroups?: readonly CustomGroup<T>[];
  readonly title: (item: T) => string;
  readonly backTo: string;
  readonly idPrefix: string;
  readonly isRequired?: (field: string) => boolean;
  readonly notice?: (item: T) => ReactNode;
  readonly titleBadge?: ReactNode;
  readonly actions?: ReactNode;
  readonly extraSections?: ReactNode;
}

const wide = (spec: FieldSpec<unknown>) =>
  spec.kind === 'textarea' || spec.kind === 'checkbox' || spec.kind === 'fact';

export function ApplicationEditor<T>({
  loaded,
  update,
  groups,
  customGroups = [],
  title,
  backTo,
  idPrefix,
  isRequired = () => false,
  notice,
  titleBadge,
  actions,
  extraSections,
}: ApplicationEditorProps<T>) {
  const form = useEditForm(loaded, update);
  const replace = (item: T) => form.edit(() => item);
  const back = useBackToList(backTo);
  const heading = title(form.saved);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.save();
  };

  const card = (key: string, cardTitle: string, body: ReactNode) => (
    <CollapsibleCard key={key} title={cardTitle} headingLevel={2}>
      {body}
    </CollapsibleCard>
  );

  return (
    <>
      <PageHead title={heading} noindex />
      <div className="applications-admin__header">
        <h1 className="admin-page-title">
          {heading}
          {titleBadge && <> {titleBadge}</>}
        </h1>
        {actions && <div className="applications-admin__actions">{actions}</div>}
      </div>
      {/* noValidate: the required marks must not block a save (docs/product.md §5, marking only). */}
      <form className="applications-admin__form" noValidate aria-label={heading} onSubmit={submit}>
        {groups.flatMap((group) => [
          card(
            group.key,
            group.title,
            <div className="applications-admin__fields">
              {group.fields.map((spec) => (
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
                    required={isRequired(spec.field)}
                    idPrefix={idPrefix}
                  />
                </div>
              ))}
            </div>,
          ),
          ...customGroups
            .filter((custom) => custom.after === group.key)
            .map((custom) => card(custom.key, custom.title, custom.render(form.item, replace))),
        ])}
        {extraSections}
        <SaveBar saving={form.saving} feedback={form.feedback} backTo={back}>
          {notice?.(form.item)}
        </SaveBar>
        <UnsavedChangesGuard when={form.dirty} />
      </form>
    </>
  );
}
