import type { CatalogueCategory, CatalogueGroup, CatalogueProduct } from '@careportal/domain';
import { useEffect, type Dispatch } from 'react';
import { useSearchParams } from 'react-router';
import { useApi } from '../../../data/ApiProvider';
import { PROGRAMME_PARAM } from '../../../paths';
import { PRODUCT_URLS } from '../../catalogue/productApi';
import { REGISTER_URLS } from '../registerApi';
import { isUntouched, type WizardAction, type WizardState } from './wizardState';

const QUIET = { quiet: true } as const;

/**
 * The programme the address names (`?programme=` a product id, from a showcase's "Register for this programme"),
 * chosen in the wizard as soon as its category and subcategory are read, when nothing has been chosen yet. The
 * query then leaves the address, so a reload or Back never chooses it again over the person's own choice. A
 * programme that cannot be read leaves the wizard as it was.
 */
export function usePreselectedProgramme(state: WizardState, dispatch: Dispatch<WizardAction>): void {
  const [params, setParams] = useSearchParams();
  const productId = params.get(PROGRAMME_PARAM);
  const wanted = productId !== null && productId !== '' && isUntouched(state) ? productId : null;
  const product = useApi<CatalogueProduct>(wanted === null ? null : PRODUCT_URLS.product(wanted), QUIET);
  const found = product.data?.error === false ? (product.data.data ?? null) : null;
  const categories = useApi<CatalogueCategory[]>(found === null ? null : REGISTER_URLS.categories, QUIET);
  const groups = useApi<CatalogueGroup[]>(
    found === null ? null : REGISTER_URLS.groups(found.categoryId),
    QUIET,
  );
  const failed = [product, categories, groups].some((read) => read.data?.error === true);
  const categoryList = categories.data?.data ?? undefined;
  const groupList = groups.data?.data ?? undefined;

  useEffect(() => {
    if (productId === null) return;
    const forget = () => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(PROGRAMME_PARAM);
          return next;
        },
        { replace: true },
      );
    };
    if (wanted === null || failed) {
      forget();
      return;
    }
    if (found === null || categoryList === undefined || groupList === undefined) return;
    dispatch({
      type: 'preselect',
      programme: {
        categoryId: found.categoryId,
        categoryName: found.categoryName,
        categorySlug: categoryList.find((category) => category.id === found.categoryId)?.slug ?? null,
        groupId: found.groupId,
        groupName: groupList.find((group) => group.id === found.groupId)?.name ?? null,
        productId: found.id,
        productName: found.name,
        productSlug: found.slug,
      },
    });
    forget();
  }, [productId, wanted, failed, found, categoryList, groupList, dispatch, setParams]);
}
