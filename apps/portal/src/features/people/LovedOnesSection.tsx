import { messages } from '@careportal/domain';
import { Button, EmptyState, Inline, SectionHeading, Stack, UsersIcon } from '@careportal/ui';
import { useId, useState } from 'react';
import { Query } from '../../data/Query';
import { ActingForSwitch } from './ActingForSwitch';
import { EditorSlot, LovedOneForm } from './lazyEditors';
import { FIRST_CONTROL, useFocusOnSwitch } from './useFocusOnSwitch';
import { useLovedOnes } from './useLovedOnes';

/** Props of {@link LovedOnesSection}. */
export interface LovedOnesSectionProps {
  /** Open the add form at once (stories). */
  startAdding?: boolean;
}

/**
 * The customer's loved ones: whose profile the page manages (the customer or a loved one), and Add a loved
 * one. Shown only while the loved-one feature is on.
 */
export function LovedOnesSection({ startAdding = false }: LovedOnesSectionProps) {
  const headingId = useId();
  const { read, reload } = useLovedOnes();
  const [isAdding, setAdding] = useState(startAdding);
  const container = useFocusOnSwitch<HTMLElement>(isAdding ? 'form' : 'list', FIRST_CONTROL);

  return (
    <Stack aria-labelledby={headingId} as="section" space="md" ref={container}>
      <SectionHeading id={headingId} icon={UsersIcon}>
        {messages.profilePage.lovedOnesTitle}
      </SectionHeading>
      {/* A failed list says so above the add form too; the list itself gives way to the form. */}
      <Query query={read} loading={null}>
        {(lovedOnes) =>
          isAdding ? null : (
            <>
              {lovedOnes.length === 0 ? (
                <EmptyState>{messages.profilePage.noLovedOnes}</EmptyState>
              ) : (
                <ActingForSwitch lovedOnes={lovedOnes} />
              )}
              <Inline space="sm" alignY="center">
                <Button
                  variant="secondary"
                  onPress={() => {
                    setAdding(true);
                  }}
                >
                  {messages.profilePage.addLovedOne}
                </Button>
              </Inline>
            </>
          )
        }
      </Query>
      {isAdding ? (
        <EditorSlot>
          <LovedOneForm
            onCreated={() => {
              reload();
              setAdding(false);
            }}
            onCancel={() => {
              setAdding(false);
            }}
          />
        </EditorSlot>
      ) : null}
    </Stack>
  );
}
