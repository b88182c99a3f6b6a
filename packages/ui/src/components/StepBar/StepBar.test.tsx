import { createIcuFormatter, loadTranslations, messages } from '@careportal/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../LocaleProvider';
import { StepBar, registrationStepItems, type StepBarProps } from './StepBar';

function renderBar(props: Partial<StepBarProps> = {}) {
  const handlers = {
    onStepChange: vi.fn(),
    onBack: vi.fn(),
    onNext: vi.fn(),
    onExit: vi.fn(),
  };
  render(
    <StepBar
      steps={registrationStepItems('Home Care')}
      currentStepId="YourAddress"
      completedStepIds={['ServiceSelection', 'YourDetails']}
      isCurrentStepValid
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('StepBar', () => {
  it('hides Back and Next, but never Exit form, while the step moves on by its own buttons', async () => {
    const { onExit } = renderBar({ showBackAndNext: false });
    expect(screen.queryByRole('button', { name: messages.labels.back })).toBeNull();
    expect(screen.queryByRole('button', { name: messages.labels.next })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: messages.labels.exitForm }));
    await userEvent.click(await screen.findByRole('button', { name: messages.labels.yes }));
    expect(onExit).toHaveBeenCalledOnce();
  });

  it('leaves Next to the step’s content when told, keeping Back and Exit form', async () => {
    const { onBack } = renderBar({ showNext: false });
    expect(screen.queryByRole('button', { name: messages.labels.next })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: messages.labels.back }));
    expect(onBack).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: messages.labels.exitForm })).toBeVisible();
  });

  it('is a named navigation landmark with an ordered list and the current step marked', () => {
    renderBar();
    const nav = screen.getByRole('navigation', { name: 'Registration steps' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Service selection, completed',
      'Your details, completed',
      '3Your address',
      '4Emergency contact',
      '5Review information',
    ]);
    expect(within(nav).getByText('Step 3 of 5')).toBeVisible();
    expect(within(nav).getByText('Step 3 of 5').parentElement).toHaveTextContent('Step 3 of 5 Your address');
    expect(
      within(nav).getByText('Your address', { selector: 'li *' }).closest('[aria-current]'),
    ).toHaveAttribute('aria-current', 'step');
  });

  it('lets a completed step be revisited by keyboard, but not a later one', async () => {
    const { onStepChange } = renderBar();
    const nav = screen.getByRole('navigation', { name: 'Registration steps' });
    const buttons = within(nav).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Service selection, completed',
      'Your details, completed',
    ]);
    await userEvent.tab();
    expect(screen.getAllByRole('button')[0]).toHaveFocus();
    expect(screen.getAllByRole('button')[0]).toHaveAccessibleName(/^Service selection\s?, completed$/);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onStepChange).toHaveBeenCalledWith('YourDetails');
    expect(within(nav).queryByRole('button', { name: /Emergency contact/ })).toBeNull();
  });

  it('keeps Next enabled on a step that is not valid, and asks the step to show its problems instead', async () => {
    const onInvalidNext = vi.fn();
    const { onNext } = renderBar({ isCurrentStepValid: false, onInvalidNext });
    const next = screen.getByRole('button', { name: messages.labels.next });
    expect(next).toBeEnabled();
    await userEvent.click(next);
    expect(onNext).not.toHaveBeenCalled();
    expect(onInvalidNext).toHaveBeenCalledTimes(1);
  });

  it('calls Next and Back', async () => {
    const { onNext, onBack } = renderBar();
    await userEvent.click(screen.getByRole('button', { name: messages.labels.next }));
    await userEvent.click(screen.getByRole('button', { name: messages.labels.back }));
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('has no Back on the first step', () => {
    renderBar({ currentStepId: 'ServiceSelection', completedStepIds: [] });
    expect(screen.queryByRole('button', { name: messages.labels.back })).toBeNull();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
  });

  it('shows six steps for Active Ageing', () => {
    renderBar({
      steps: registrationStepItems('Active Ageing'),
      currentStepId: 'HealthDeclaration',
      completedStepIds: ['ServiceSelection'],
    });
    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
  });

  it('asks before exiting: No stays, Yes exits', async () => {
    const { onExit } = renderBar();
    await userEvent.click(screen.getByRole('button', { name: messages.labels.exitForm }));
    let dialog = await screen.findByRole('alertdialog', { name: messages.labels.exitConfirmTitle });
    expect(dialog).toHaveAccessibleDescription(messages.labels.exitConfirmBody);
    await userEvent.click(within(dialog).getByRole('button', { name: messages.labels.no }));
    expect(onExit).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: messages.labels.exitForm }));
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: messages.labels.yes }));
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  it('shows the step between the steps and the buttons', () => {
    renderBar({ children: <p>The address form</p> });
    const nav = screen.getByRole('navigation', { name: 'Registration steps' });
    const content = screen.getByText('The address form');
    const next = screen.getByRole('button', { name: messages.labels.next });
    expect(nav.compareDocumentPosition(content) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(content.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("with nextFormId, Next submits the step's form instead of calling onNext", async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => {
      event.preventDefault();
    });
    const { onNext } = renderBar({
      nextFormId: 'step-form',
      nextLabel: 'Add to cart',
      children: <form id="step-form" onSubmit={onSubmit} />,
    });
    const next = screen.getByRole('button', { name: 'Add to cart' });
    await userEvent.click(next);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onNext).not.toHaveBeenCalled();
  });

  it("submits the step's form even while it is invalid, so the form shows its problems", async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => {
      event.preventDefault();
    });
    const onInvalidNext = vi.fn();
    renderBar({
      nextFormId: 'step-form',
      isCurrentStepValid: false,
      onInvalidNext,
      children: <form id="step-form" onSubmit={onSubmit} />,
    });
    const next = screen.getByRole('button', { name: messages.labels.next });
    expect(next).toBeEnabled();
    await userEvent.click(next);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onInvalidNext).not.toHaveBeenCalled();
  });

  it("moves focus to the new step's heading, once it has loaded, but not when the bar first shows", async () => {
    function Wizard() {
      const [step, setStep] = useState('ServiceSelection');
      const [loaded, setLoaded] = useState(true);
      return (
        <StepBar
          steps={registrationStepItems('Home Care')}
          currentStepId={step}
          completedStepIds={[]}
          isCurrentStepValid
          onStepChange={vi.fn()}
          onBack={vi.fn()}
          onNext={() => {
            setLoaded(false);
            setStep('YourDetails');
            setTimeout(() => {
              setLoaded(true);
            }, 20);
          }}
          onExit={vi.fn()}
        >
          {loaded ? (
            <h2>{step}</h2>
          ) : (
            <>
              {/* As React keeps the step before while the next one loads. */}
              <section style={{ display: 'none' }}>
                <h2>Hidden step before</h2>
              </section>
              <p>Loading</p>
            </>
          )}
        </StepBar>
      );
    }
    render(<Wizard />);
    const next = screen.getByRole('button', { name: messages.labels.next });
    expect(screen.getByRole('heading', { name: 'ServiceSelection' })).not.toHaveFocus();
    await userEvent.click(next);
    const heading = await screen.findByRole('heading', { name: 'YourDetails' });
    await waitFor(() => {
      expect(heading).toHaveFocus();
    });
  });

  it('follows the heading when the step draws it anew as its data arrives', async () => {
    function Wizard() {
      const [step, setStep] = useState('ServiceSelection');
      const [version, setVersion] = useState(0);
      return (
        <StepBar
          steps={registrationStepItems('Home Care')}
          currentStepId={step}
          completedStepIds={[]}
          isCurrentStepValid
          onStepChange={vi.fn()}
          onBack={vi.fn()}
          onNext={() => {
            setStep('YourDetails');
            setTimeout(() => {
              setVersion(1);
            }, 20);
          }}
          onExit={vi.fn()}
        >
          <h2 key={`${step}-${String(version)}`}>{`${step} ${String(version)}`}</h2>
        </StepBar>
      );
    }
    render(<Wizard />);
    await userEvent.click(screen.getByRole('button', { name: messages.labels.next }));
    const redrawn = await screen.findByRole('heading', { name: 'YourDetails 1' });
    await waitFor(() => {
      expect(redrawn).toHaveFocus();
    });
  });

  it('moves on once per press: the press that opens a step with a form does not submit that form', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => {
      event.preventDefault();
    });
    function Wizard() {
      const [step, setStep] = useState('ServiceSelection');
      return (
        <StepBar
          steps={registrationStepItems('Home Care')}
          currentStepId={step}
          completedStepIds={[]}
          isCurrentStepValid
          onStepChange={vi.fn()}
          onBack={vi.fn()}
          onNext={() => {
            setStep('YourDetails');
          }}
          onExit={vi.fn()}
          nextFormId={step === 'YourDetails' ? 'details' : undefined}
        >
          {step === 'YourDetails' ? <form id="details" onSubmit={onSubmit} /> : null}
        </StepBar>
      );
    }
    render(<Wizard />);
    await userEvent.click(screen.getByRole('button', { name: messages.labels.next }));
    expect(screen.getByText('Your details', { selector: 'li *' }).closest('[aria-current]')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: messages.labels.next }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("speaks the language in force, the steps' default names too, and keeps an app's own names", async () => {
    const table = await loadTranslations('ms');
    const text = (path: string) => table?.[path]?.text ?? path;
    const steps = registrationStepItems('Home Care').map((step) =>
      step.id === 'YourAddress' ? { ...step, label: 'Where you live' } : step,
    );
    render(
      <LocaleProvider locale="ms" table={table} format={createIcuFormatter('ms')}>
        <StepBar
          steps={steps}
          currentStepId="YourAddress"
          completedStepIds={['ServiceSelection', 'YourDetails']}
          isCurrentStepValid
          onStepChange={vi.fn()}
          onBack={vi.fn()}
          onNext={vi.fn()}
          onExit={vi.fn()}
        />
      </LocaleProvider>,
    );
    const nav = screen.getByRole('navigation', { name: text('messages.registration.stepsNavigation') });
    const count = createIcuFormatter('ms')(text('messages.registration.stepCount'), { current: 3, total: 5 });
    expect(within(nav).getByText(count)).toBeInTheDocument();
    expect(within(nav).getByText(text('messages.registration.steps.serviceSelection'))).toBeInTheDocument();
    expect(within(nav).getByText('Where you live', { selector: 'li *' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text('messages.labels.next') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text('messages.labels.exitForm') })).toBeInTheDocument();
  });
});
