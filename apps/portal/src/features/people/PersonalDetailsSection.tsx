import { messages } from '@careportal/domain';
import { IdCardIcon, PersonalDetailsReview } from '@careportal/ui';
import { useState } from 'react';
import { EditorSlot, PersonalDetailsEditor } from './lazyEditors';
import { PROFILE_URLS, profileFormValues, type Profile } from './profileApi';
import { FIRST_CONTROL, useFocusOnSwitch } from './useFocusOnSwitch';
import { detailsBody, useSaveDetails } from './useSaveDetails';

/** Props of {@link PersonalDetailsSection}. */
export interface PersonalDetailsSectionProps {
  profile: Profile;
  /** The details were saved; `saved` is the profile the server answered with, when it did. */
  onSaved: (saved: Profile | null) => void;
  /** Open the form at once (a story, a deep link). */
  startEditing?: boolean;
}

/**
 * The personal details of the person viewed: the review list with Edit, and the edit form ('Edit client
 * details', Cancel and Save) that saves with PUT profile. Focus follows the switch between the two.
 */
export function PersonalDetailsSection({
  profile,
  onSaved,
  startEditing = false,
}: PersonalDetailsSectionProps) {
  const [isEditing, setEditing] = useState(startEditing);
  const { save, isSaving, problem, clearProblem } = useSaveDetails<Profile>(
    'PUT',
    PROFILE_URLS.profile,
    messages.success.personalDetailUpdated,
  );
  const container = useFocusOnSwitch<HTMLDivElement>(isEditing ? 'edit' : 'review', FIRST_CONTROL);
  const value = profileFormValues(profile);

  return (
    <div ref={container}>
      {isEditing ? (
        <EditorSlot>
          <PersonalDetailsEditor
            value={value}
            nameLocked={profile.locks.name}
            editing="viewed"
            askBeforeLeaving
            isSaving={isSaving}
            problem={problem}
            onIdChange={clearProblem}
            onSubmit={(details) => {
              void save(detailsBody(details)).then((saved) => {
                if (saved === null) return;
                setEditing(false);
                onSaved(saved.data);
              });
            }}
            onCancel={() => {
              clearProblem();
              setEditing(false);
            }}
          />
        </EditorSlot>
      ) : (
        <PersonalDetailsReview
          value={value}
          icon={IdCardIcon}
          onEdit={() => {
            setEditing(true);
          }}
        />
      )}
    </div>
  );
}
