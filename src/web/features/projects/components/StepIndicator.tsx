/** spec §2 project form: "two-step indicator". The current step is marked for screen readers too. */
export function StepIndicator({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <ol aria-label="Steps" className="flex flex-wrap items-center gap-2 text-sm">
      {steps.map((label, index) => {
        const number = index + 1;
        const state = number === current ? 'current' : number < current ? 'done' : 'next';
        return (
          <li
            key={label}
            aria-current={state === 'current' ? 'step' : undefined}
            className="flex items-center gap-2"
          >
            {index > 0 && <span aria-hidden="true" className="h-px w-6 bg-rule" />}
            <span
              aria-hidden="true"
              className={`flex size-6 items-center justify-center rounded-full text-xs font-semibold ${
                state === 'next' ? 'bg-paper-deep text-ink-soft' : 'bg-ink text-paper'
              }`}
            >
              {number}
            </span>
            <span className={state === 'current' ? 'font-medium text-ink' : 'text-ink-soft'}>
              <span className="sr-only">Step {number}: </span>
              {label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
