import { CollapsibleCard } from '..';
import { DialogExamples } from './dialog-examples';
import { ChoiceExamples, TextFieldExamples } from './field-examples';
import { FormExamples } from './form-examples';
import { StatusExamples } from './status-examples';
import './ui-gallery.scss';

export function UiGallery() {
  return (
    <div className="ui-gallery">
      <p className="ui-gallery__intro">
        I componenti con cui sono fatte le schermate del gestionale. Si possono provare: i valori
        non vengono salvati.
      </p>
      <CollapsibleCard title="Campi di testo">
        <TextFieldExamples />
      </CollapsibleCard>
      <CollapsibleCard title="Scelte">
        <ChoiceExamples />
      </CollapsibleCard>
      <CollapsibleCard title="Modulo con salvataggio">
        <FormExamples />
      </CollapsibleCard>
      <CollapsibleCard title="Finestre e schede">
        <DialogExamples />
      </CollapsibleCard>
      <CollapsibleCard title="Stati ed elenchi">
        <StatusExamples />
      </CollapsibleCard>
    </div>
  );
}
