import {
  cartPageMessages,
  formatMoney,
  type CatalogueCentre,
  type CatalogueOffering,
  type CatalogueProduct,
} from '@careportal/domain';
import { Button, Inline, RadioGroup, Stack } from '@careportal/ui';
import { useId, useState } from 'react';
import { useCheckOutProduct } from '../cart/useCheckOutProduct';
import { textStyles } from '../../shell/textStyles';

const text = cartPageMessages;

/** The offer's choice text: '24 sessions, $360.00'. */
function offerLabel(offering: CatalogueOffering): string {
  return `${offering.name}, ${formatMoney(offering.priceCents)}`;
}

/** The one entry of a list of one, chosen for the person; else nothing chosen yet. */
function onlyChoice(list: readonly { id: string }[]): string | null {
  return list.length === 1 ? (list[0]?.id ?? null) : null;
}

/** Props of {@link ProductChoice}. */
export interface ProductChoiceProps {
  product: CatalogueProduct;
  offerings: CatalogueOffering[];
  centres: CatalogueCentre[];
}

/**
 * A product's offers with their prices and its centres with their addresses, a choice of one of each (a single
 * one is chosen already), and Check out, which asks for both first.
 */
export function ProductChoice({ product, offerings, centres }: ProductChoiceProps) {
  const { checkOut, isSaving } = useCheckOutProduct();
  const [offeringId, setOfferingId] = useState<string | null>(() => onlyChoice(offerings));
  const [centreId, setCentreId] = useState<string | null>(() => onlyChoice(centres));
  const [isSubmitted, setSubmitted] = useState(false);
  const offersId = useId();
  const centresId = useId();

  return (
    <>
      <Stack as="section" space="md" aria-labelledby={offersId}>
        <h2 id={offersId} className={textStyles.sectionTitle}>
          {text.offersTitle}
        </h2>
        {offerings.length === 0 ? (
          <p>{text.noOffers}</p>
        ) : (
          <RadioGroup
            aria-label={text.offersTitle}
            isRequired
            value={offeringId}
            onChange={setOfferingId}
            errorMessage={isSubmitted && offeringId === null ? text.chooseOfferFirst : undefined}
            options={offerings.map((offering) => ({
              value: offering.id,
              label: offerLabel(offering),
            }))}
          />
        )}
      </Stack>
      <Stack as="section" space="md" aria-labelledby={centresId}>
        <h2 id={centresId} className={textStyles.sectionTitle}>
          {text.centresTitle}
        </h2>
        {centres.length === 0 ? (
          <p>{text.noCentres}</p>
        ) : (
          <RadioGroup
            aria-label={text.centresTitle}
            isRequired
            value={centreId}
            onChange={setCentreId}
            errorMessage={isSubmitted && centreId === null ? text.chooseOfferFirst : undefined}
            options={centres.map((centre) => ({
              value: centre.id,
              label: centre.name,
              description: centre.address,
            }))}
          />
        )}
      </Stack>
      <Inline space="sm" alignY="center">
        <Button
          isLoading={isSaving}
          isDisabled={offerings.length === 0 || centres.length === 0}
          onPress={() => {
            setSubmitted(true);
            if (offeringId !== null && centreId !== null) void checkOut(product, offeringId, centreId);
          }}
        >
          {text.checkOutProduct}
        </Button>
      </Inline>
    </>
  );
}
