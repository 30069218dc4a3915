// Public pages import the files they need directly, so that nothing else reaches their bundle.

export { Checkbox, type CheckboxProps } from './checkbox';
export { RadioGroup, type RadioChoice, type RadioGroupProps } from './radio-group';
export { SaveBar, type SaveBarProps } from './save-bar';
export {
  SaveFeedback,
  savedMessage,
  type SaveFeedbackProps,
  type SaveFeedbackState,
} from './save-feedback';
export {
  defaultPlaceholder,
  SelectInput,
  withEmptyChoice,
  type SelectInputProps,
} from './select-input';
export type { SelectOption } from './select-search';
export { TextArea, type TextAreaProps } from './text-area';
export {
  COPY_FEEDBACK_MS,
  copyMessages,
  TextInput,
  type TextInputProps,
  type TextInputType,
} from './text-input';
export { UnsavedChangesGuard, type UnsavedChangesGuardProps } from './unsaved-changes';
export { useEditForm, type EditForm, type EditFormChecks, type ErrorsOf } from './use-edit-form';
export { firstInvalidText, type FirstInvalid } from './missing-line';
export type { FieldErrors, SendState } from './send-form-state';
export {
  useSendForm,
  type SendForm,
  type SendFormDraftOptions,
  type SendFormOptions,
} from './use-send-form';
export {
  missingWithParts,
  refuseWithParts,
  SavePartsScope,
  useSavePart,
  useSaveParts,
  type SavePart,
  type SavePartActions,
  type SaveParts,
  type SavePartState,
} from './save-parts';
