import { association } from '#src/config/association';
import type { FivePerThousandTexts } from './it';

export const en: FivePerThousandTexts = {
  description: `Give your 5x1000 to ${association.name}: tax code ${association.taxCode}.`,
  intro: 'A signature that costs you nothing and means the world to them.',
  taxCode: 'Our tax code',
  what: 'What the 5x1000 is',
  whatText:
    'Every year the Italian State lets taxpayers choose to give five per thousand of their income tax (IRPEF) to a non-profit organisation. It is not an extra tax and it does not replace the 8 or 2 per thousand: if you do not choose, that share stays with the State. It is open to anyone who files an Italian tax return.',
  how: 'How to do it',
  steps: {
    find: 'In the 730 form, the Redditi form or the Certificazione Unica, find the box for the support of non-profit organisations (enti del Terzo settore).',
    sign: 'Sign in the box.',
    write: (taxCode) => (
      <>
        Under your signature, write the tax code of {association.name}: {taxCode}.
      </>
    ),
  },
  withoutReturn:
    'You can do it even if you do not file a tax return: hand in the signed page of the Certificazione Unica in a sealed envelope at a post office or a tax assistance centre (CAF).',
  spreadTheWord:
    'Spread the word: ask your family and friends. Their signatures become hay and care.',
};
