import { formatMoney, messages } from '@careportal/domain';
import { ProgrammeCard, type ProgrammeCardOption, type ProgrammeCardValue } from '@careportal/ui';
import { useState } from 'react';
import { useApi, useApiClient } from '../../../data/ApiProvider';
import {
  REGISTER_URLS,
  type CatalogueCentre,
  type CatalogueGroup,
  type CatalogueOffering,
  type CatalogueProgramme,
} from '../registerApi';
import type { ProgrammeRow, SelectionState, WizardAction } from './wizardState';

/** Props of {@link ProgrammeRowCard}. */
export interface ProgrammeRowCardProps {
  /** 1-based, for the card's heading. */
  index: number;
  selection: SelectionState;
  programme: ProgrammeRow;
  eligibilityPersonId: string | null;
  isExpanded: boolean;
  canCollapse: boolean;
  dispatch: (action: WizardAction) => void;
  /** The id of the card's element, for a link to it from the step's summary of problems. */
  fieldId?: string;
  /** What is missing, once Next found it (the catalogue's 'Please choose a category, programme, …'). */
  problem?: string | undefined;
}

const HTTP_NOT_FOUND = 404;

/** The answer's list once it has one; undefined while loading or after a failure. */
function listOf<T>(answer: { error: boolean; data: T[] | null } | undefined): T[] | undefined {
  return answer === undefined || answer.error ? undefined : (answer.data ?? []);
}

/**
 * One programme of the service selection with its own data: the category's programme types, the type's
 * programmes with the person's eligibility, and the chosen programme's packages and centres. Choosing a programme
 * first asks whether it is available at this moment (the sd- lookup): when it is not, the choice is undone with
 * the catalogue's 'Not available at this moment, please select other programme.'.
 */
export function ProgrammeRowCard({
  index,
  selection,
  programme,
  eligibilityPersonId,
  isExpanded,
  canCollapse,
  dispatch,
  fieldId,
  problem,
}: ProgrammeRowCardProps) {
  const client = useApiClient();
  const [unavailable, setUnavailable] = useState<string | null>(null);
  const { categoryId, categorySlug } = selection;
  const groups = useApi<CatalogueGroup[]>(categoryId === null ? null : REGISTER_URLS.groups(categoryId), {
    quiet: true,
  });
  const programmes = useApi<CatalogueProgramme[]>(
    categoryId === null || programme.group === null
      ? null
      : REGISTER_URLS.programmes(categoryId, programme.group, eligibilityPersonId),
    { quiet: true },
  );
  const offerings = useApi<CatalogueOffering[]>(
    programme.product === null ? null : REGISTER_URLS.offerings(programme.product),
    { quiet: true },
  );
  const centres = useApi<CatalogueCentre[]>(
    programme.product === null ? null : REGISTER_URLS.centres(programme.product),
    { quiet: true },
  );

  const groupList = listOf(groups.data);
  const programmeList = listOf(programmes.data);
  const offeringList = listOf(offerings.data);
  const centreList = listOf(centres.data);
  const chosenProduct = programmeList?.find((candidate) => candidate.id === programme.product);

  const groupOptions: ProgrammeCardOption[] = (groupList ?? []).map((group) => ({
    value: group.id,
    label: group.name,
    description: group.description,
  }));
  const productOptions: ProgrammeCardOption[] = (programmeList ?? []).map((product) => ({
    value: product.id,
    label: product.name,
    isDisabled: product.eligible === false,
    disabledReason: product.ineligibilityMessage ?? undefined,
  }));
  const offerOptions: ProgrammeCardOption[] = (offeringList ?? []).map((offering) => ({
    value: offering.id,
    label: offering.name,
    description: formatMoney(offering.priceCents),
  }));
  const centreOptions: ProgrammeCardOption[] = (centreList ?? []).map((centre) => ({
    value: centre.id,
    label: centre.name,
    description: centre.address,
  }));

  const checkAvailability = async (product: CatalogueProgramme) => {
    if (categorySlug === null) return;
    const answer = await client.request('GET', REGISTER_URLS.availability(categorySlug, product.slug), {
      quiet: true,
    });
    if (answer.error && answer.httpCode === HTTP_NOT_FOUND) {
      setUnavailable(messages.catalogue.programmeNotAvailable);
      dispatch({ type: 'programme', id: programme.id, programme: { product: null } });
    }
  };

  const change = (value: ProgrammeCardValue) => {
    setUnavailable(null);
    const product = programmeList?.find((candidate) => candidate.id === value.product);
    const kept = (same: boolean, name: string | undefined) => (same ? name : undefined);
    const labels = {
      group:
        groupList?.find((group) => group.id === value.group)?.name ??
        kept(value.group === programme.group, programme.labels.group),
      product: product?.name ?? kept(value.product === programme.product, programme.labels.product),
      productSlug: product?.slug ?? kept(value.product === programme.product, programme.labels.productSlug),
      offer:
        offeringList?.find((offering) => offering.id === value.offer)?.name ??
        kept(value.offer === programme.offer, programme.labels.offer),
      centre:
        centreList?.find((centre) => centre.id === value.center)?.name ??
        kept(value.center === programme.center, programme.labels.centre),
    };
    dispatch({ type: 'programme', id: programme.id, programme: { ...value, labels } });
    if (product !== undefined && value.product !== programme.product) void checkAvailability(product);
  };

  return (
    <div id={fieldId}>
      <ProgrammeCard
        index={index}
        value={{
          group: programme.group,
          product: programme.product,
          offer: programme.offer,
          center: programme.center,
        }}
        onChange={change}
        groups={groupOptions}
        products={productOptions}
        offers={offerOptions}
        centres={centreOptions}
        packageDescription={chosenProduct?.packageDescription ?? null}
        loading={{
          groups: groupList === undefined,
          products: programme.group !== null && programmeList === undefined,
          offers: programme.product !== null && offeringList === undefined,
          centres: programme.product !== null && centreList === undefined,
        }}
        isExpanded={isExpanded}
        onExpandedChange={
          canCollapse
            ? (expanded) => {
                dispatch({ type: 'programme', id: programme.id, programme: { isExpanded: expanded } });
              }
            : undefined
        }
        onRemove={
          canCollapse
            ? () => {
                dispatch({ type: 'removeProgramme', id: programme.id });
              }
            : undefined
        }
        errorMessage={unavailable ?? problem}
        headingLevel={4}
      />
    </div>
  );
}
