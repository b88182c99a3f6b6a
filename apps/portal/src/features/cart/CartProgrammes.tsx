import { cartPageMessages, formatMessage, formatMoney } from '@careportal/domain';
import { Button, Card, DetailList, Inline, Stack } from '@careportal/ui';
import { useId } from 'react';
import type { CartView, CartViewItem } from '../../shell/cart';
import { textStyles } from '../../shell/textStyles';

const text = cartPageMessages;

/** Props of {@link CartProgrammes}. */
export interface CartProgrammesProps {
  view: CartView;
  /** Remove was pressed on a programme. */
  onRemove: (item: CartViewItem) => void;
  /** Empty cart was pressed. */
  onEmpty: () => void;
}

/** The cart's programmes, each with its offer, centre and price and a Remove, and Empty cart. */
export function CartProgrammes({ view, onRemove, onEmpty }: CartProgrammesProps) {
  const titleId = useId();
  return (
    <Stack as="section" space="md" aria-labelledby={titleId}>
      <h2 id={titleId} className={textStyles.sectionTitle}>
        {text.programmesTitle}
      </h2>
      <Stack space="md">
        {view.items.map((item) => (
          <div key={item.id}>
            <Card
              title={item.productName}
              headingLevel={3}
              actionsPlacement="footer"
              actions={
                <Button
                  variant="tertiary"
                  aria-label={formatMessage(text.removeProgrammeNamed, { name: item.productName })}
                  onPress={() => {
                    onRemove(item);
                  }}
                >
                  {text.removeProgramme}
                </Button>
              }
            >
              <DetailList
                items={[
                  { label: text.offer, value: item.offeringName },
                  { label: text.centre, value: item.centerName },
                  { label: text.price, value: formatMoney(item.priceCents) },
                ]}
              />
            </Card>
          </div>
        ))}
      </Stack>
      <Inline space="sm" alignY="center">
        <Button variant="secondary" onPress={onEmpty}>
          {text.emptyCart}
        </Button>
      </Inline>
    </Stack>
  );
}
