import { messages, type PersonalDetails, type PersonalDetailsInput } from '@careportal/domain';
import { ExitConfirmDialog, PersonalDetailsForm } from '@careportal/ui';
import type { RelationshipAnswer } from './RelationshipFields';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import { DetailsProblems } from './DetailsProblems';
import { carriedIdState } from './linkAccountPrefill';
import { LINK_ACCOUNT_PATH } from './profileApi';
import { useIdCheck } from './useIdCheck';
import type { SaveProblem } from './useSaveDetails';

/** Props of {@link PersonalDetailsEditor}. */
export interface PersonalDetailsEditorProps {
  value?: Partial<PersonalDetailsInput>;
  /** The form's title; default the catalogue's 'Edit client details'. */
  title?: string;
  headingLevel?: 2 | 3;
  /** The server locks the name (a linked or flagged profile). */
  nameLocked?: boolean;
  /** Whose ID number is checked: the person viewed, or a loved one being added. */
  editing: 'viewed' | 'new-loved-one';
  isSaving: boolean;
  /** What the last save answered. */
  problem: SaveProblem;
  /** The ID number changed since that answer: its conflict no longer applies. */
  onIdChange: () => void;
  onSubmit: (details: PersonalDetails) => void;
  onCancel?: () => void;
  /** The form element's id, for a submit button outside it (a wizard's Next). */
  formId?: string;
  /** No Save or Cancel of its own: a button outside submits it. */
  hideActions?: boolean;
  /** Told whether the values pass the form's rules, on every change. */
  onValidityChange?: (isValid: boolean) => void;
  /** The category of the programmes the details are for (the registration wizard): its age rule applies. */
  programmeCategory?: string | null;
  /** The relationship of a loved one being added, which sits above the form: checked and summed up with it. */
  relationship?: Pick<RelationshipAnswer, 'checkSoFar' | 'problems'>;
  /**
   * Asks before an unsaved edit is left for another page (a link, the menu, Back), 'Stay and keep editing' or
   * 'Leave without saving'. Off where the page asks itself (the registration wizard): a router has one blocker.
   */
  askBeforeLeaving?: boolean;
}

const p = messages.profilePage;

/** Props of {@link LeaveGuard}. */
interface LeaveGuardProps {
  /** The form's values differ from those it opened with. */
  isDirtyRef: RefObject<boolean>;
  /** She is leaving for Link your account, her ID number with her. */
  toLinkAccount: boolean;
  /** She stays: the move held is dropped. */
  onStay: () => void;
}

/**
 * While the edit is unsaved, holds any move to another page (or query) and asks first, in the catalogue's words:
 * 'Stay and keep editing' (focused, and Escape) keeps the edit; 'Leave without saving' goes on.
 */
function LeaveGuard({ isDirtyRef, toLinkAccount, onStay }: LeaveGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirtyRef.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  const isBlocked = blocker.state === 'blocked';
  const stay = () => {
    onStay();
    if (blocker.state === 'blocked') blocker.reset();
  };
  return (
    <ExitConfirmDialog
      isOpen={isBlocked}
      onOpenChange={(isOpen) => {
        if (!isOpen) stay();
      }}
      title={p.leaveEditTitle}
      body={toLinkAccount ? `${p.leaveEditBody} ${p.leaveEditCarriesId}` : p.leaveEditBody}
      cancelLabel={p.stayEditing}
      confirmLabel={p.leaveWithoutSaving}
      onCancel={stay}
      onConfirm={() => {
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    />
  );
}

/** The ID number input of the personal-details form, as a focus event leaving it sees it. */
function leftIdNumber(event: FocusEvent): string | null {
  const target = event.target;
  return target instanceof HTMLInputElement && target.name === 'nric' ? target.value : null;
}

/**
 * Calls `onLeave` with the ID number whenever focus leaves the ID field inside the returned container. The
 * form reports no changes, and the check should wait for the person to finish typing anyway.
 */
function useIdFieldLeft(onLeave: (nric: string) => void) {
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef(onLeave);
  useEffect(() => {
    latest.current = onLeave;
  });
  useEffect(() => {
    const element = container.current;
    if (element === null) return undefined;
    const listener = (event: FocusEvent) => {
      const nric = leftIdNumber(event);
      if (nric !== null) latest.current(nric);
    };
    element.addEventListener('focusout', listener);
    return () => {
      element.removeEventListener('focusout', listener);
    };
  }, []);
  return container;
}

/** What the server said, by field, for the form to show at each field. */
function serverErrorsOf(
  problem: SaveProblem,
  checkedConflict: SaveProblem['conflict'],
  checkNotice: string | null,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const error of problem.fieldErrors) errors[error.path] ??= error.message;
  const conflict = problem.conflict ?? checkedConflict;
  if (conflict === 'LOVED_ONE_MAPPED') errors.nric = messages.validation.lovedOneAlreadyMapped;
  if (conflict === 'OWN_NRIC') errors.nric = messages.validation.ownNationalId;
  if (checkNotice !== null && !('nric' in errors)) errors.nric = checkNotice;
  return errors;
}

/**
 * The personal-details form with what the server says about it: an ID number already in the system (checked
 * when the person leaves the ID field, and again by Save) at the ID field with its link to the link-profile
 * screen, which carries the number there, and other server errors at their fields and summed up above the form.
 * What the person typed stays whatever happens; with `askBeforeLeaving` an unsaved edit is not left unasked.
 */
export function PersonalDetailsEditor({
  value,
  title,
  headingLevel = 2,
  nameLocked = false,
  editing,
  isSaving,
  problem,
  onIdChange,
  onSubmit,
  onCancel,
  formId,
  hideActions,
  onValidityChange,
  programmeCategory,
  relationship,
  askBeforeLeaving = false,
}: PersonalDetailsEditorProps) {
  const navigate = useNavigate();
  const idCheck = useIdCheck(editing);
  const isDirtyRef = useRef(false);
  const [toLinkAccount, setToLinkAccount] = useState(false);
  const conflict = problem.conflict ?? idCheck.conflict;
  const submittedNric = useRef<string | null>(null);

  const container = useIdFieldLeft((nric) => {
    if (problem.conflict !== null && nric !== submittedNric.current) onIdChange();
    idCheck.check(nric, value?.nric);
  });

  const serverErrors = useMemo(
    () => serverErrorsOf(problem, idCheck.conflict, idCheck.notice),
    [problem, idCheck.conflict, idCheck.notice],
  );

  return (
    <div ref={container}>
      <DetailsProblems problem={problem} checkedConflict={idCheck.conflict} />
      <PersonalDetailsForm
        value={value}
        title={title}
        headingLevel={headingLevel}
        flaggedNameLock={nameLocked}
        existingIdError={conflict === 'NRIC_EXISTS'}
        onLinkProfile={() => {
          // The ID number goes with her, in the router's state (never the address), to be verified there.
          const typed = container.current?.querySelector<HTMLInputElement>('input[name="nric"]')?.value;
          setToLinkAccount(true);
          void navigate(LINK_ACCOUNT_PATH, { state: carriedIdState(typed ?? submittedNric.current ?? '') });
        }}
        onDirtyChange={(dirty) => {
          isDirtyRef.current = dirty;
        }}
        isSubmitting={isSaving}
        serverErrors={serverErrors}
        onSubmit={(details) => {
          submittedNric.current = details.nric ?? '';
          onSubmit(details);
        }}
        onCancel={onCancel}
        id={formId}
        hideActions={hideActions}
        onValidityChange={onValidityChange}
        programmeCategory={programmeCategory}
        onSubmitAttempt={relationship?.checkSoFar}
        outsideProblems={relationship?.problems}
      />
      {askBeforeLeaving ? (
        <LeaveGuard
          isDirtyRef={isDirtyRef}
          toLinkAccount={toLinkAccount}
          onStay={() => {
            setToLinkAccount(false);
          }}
        />
      ) : null}
    </div>
  );
}
