import { PageHeader, headerImage } from '#src/components/layout/page-header';
import { PageHead } from '#src/components/seo/page-head';
import { association } from '#src/config/association';

export function EnglishFivePerThousandPage() {
  return (
    <>
      <PageHead
        title="5x1000"
        description={`Give your 5x1000 to ${association.name}: tax code ${association.taxCode}.`}
        image={headerImage('cinque-x-mille')}
        language="en"
      />
      <PageHeader page="cinque-x-mille" title="5x1000">
        <p>A signature that costs you nothing and means the world to them.</p>
      </PageHeader>
      <div className="container-xxl page-section prose">
        <section aria-labelledby="tax-code" className="tax-code">
          <h2 id="tax-code">Our tax code</h2>
          <p className="tax-code__value">{association.taxCode}</p>
        </section>
        <h2>What the 5x1000 is</h2>
        <p>
          Every year the Italian State lets taxpayers choose to give five per thousand of their
          income tax (IRPEF) to a non-profit organisation. It is not an extra tax and it does not
          replace the 8 or 2 per thousand: if you do not choose, that share stays with the State. It
          is open to anyone who files an Italian tax return.
        </p>
        <h2>How to do it</h2>
        <ol>
          <li>
            In the 730 form, the Redditi form or the Certificazione Unica, find the box for the
            support of non-profit organisations (enti del Terzo settore).
          </li>
          <li>Sign in the box.</li>
          <li>
            Under your signature, write the tax code of {association.name}:{' '}
            <strong>{association.taxCode}</strong>.
          </li>
        </ol>
        <p>
          You can do it even if you do not file a tax return: hand in the signed page of the
          Certificazione Unica in a sealed envelope at a post office or a tax assistance centre
          (CAF).
        </p>
        <p>Spread the word: ask your family and friends. Their signatures become hay and care.</p>
      </div>
    </>
  );
}
