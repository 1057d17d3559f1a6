// The input -> confirm -> complete flow every write follows (spec 4: a confirm call, then an execute call),
// as a hook so that each page only supplies its fields, its validation and its two calls.
import { useCallback, useEffect, useRef, useState } from 'react';
import { ErrorCode, isApiError } from '../../core/api/error';
import { isFieldValidationError } from '../../core/validation';
import { ErrorService } from '../../core/services/contracts';
import { useService } from './services-context';
import { useUrlStep } from './use-url-step';

export type FlowStep = 'input' | 'confirm' | 'complete';

/** Messages per field name; an empty object means the input is valid. */
export type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>;

export interface WriteFlowOptions<Values, Confirmation, Result> {
  initial: Values;
  /** Client-side validation of the input step (built from core/validation). */
  validate: (values: Values) => FieldErrors<Values>;
  /**
   * The confirm call. Without one the flow goes straight from input to execute: a few writes of the spec
   * (password and confirmation-code changes) have no server-side confirmation.
   */
  confirm?: (values: Values) => Promise<Confirmation>;
  execute: (values: Values, confirmation: Confirmation | undefined) => Promise<Result>;
  onComplete?: (result: Result, values: Values) => void;
  /** Shown instead of the server's own message when it refuses the request as a whole. */
  refusalMessage?: string;
  /**
   * The flow's own failure message (spec 8 names some: 管理者確認コードの登録に失敗しました。), said above the form
   * whenever the call fails — refused as a whole (then followed by the reason), refused per field, or not answered
   * (the outage also goes to the banner). A check in the browser before any call is not a failure of the write.
   */
  failureMessage?: string;
  /**
   * Whether the step is kept in the URL (?step=confirm), so that the browser's back goes one step back and a reload
   * comes back to the input step. On by default for flows with a confirm step (pages); dialogs leave it off.
   */
  stepInUrl?: boolean;
}

export interface WriteFlow<Values, Confirmation, Result> {
  step: FlowStep;
  values: Values;
  errors: FieldErrors<Values>;
  /** A refusal of the whole request (conflict, lock, invalid state) shown above the form. */
  formError: string | null;
  busy: boolean;
  confirmation: Confirmation | undefined;
  result: Result | undefined;
  hasConfirmStep: boolean;
  /** Counts the submits refused with field messages (locally or by the server): forms move the focus on each. */
  invalidSubmits: number;
  setValue<K extends keyof Values>(key: K, value: Values[K]): void;
  /** Validates, then calls confirm (or execute when there is no confirm step). */
  submitInput(): Promise<void>;
  back(): void;
  execute(): Promise<void>;
  restart(): void;
}

function hasErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean);
}

const STEPS: readonly FlowStep[] = ['input', 'confirm', 'complete'];

export function useWriteFlow<Values extends object, Confirmation = unknown, Result = unknown>(
  options: WriteFlowOptions<Values, Confirmation, Result>,
): WriteFlow<Values, Confirmation, Result> {
  const errorService = useService<ErrorService>(ErrorService);
  // The options object is rebuilt on every render; the latest one is read when a call starts.
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const [values, setValues] = useState<Values>(options.initial);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmation, setConfirmation] = useState<Confirmation | undefined>(undefined);
  // The values the confirm call checked: the confirm step shows only those (an edit after going back voids it).
  const [confirmedValues, setConfirmedValues] = useState<Values | null>(null);
  const [result, setResult] = useState<Result | undefined>(undefined);
  const [completed, setCompleted] = useState(false);
  const [invalidSubmits, setInvalidSubmits] = useState(0);
  const refusedFields = useCallback(() => setInvalidSubmits((count) => count + 1), []);

  // A step is shown only while the flow holds what it needs; otherwise (a reload, forward after an edit) the input.
  const { step, go, back: stepBack } = useUrlStep<FlowStep>({
    steps: STEPS,
    inUrl: options.stepInUrl ?? Boolean(options.confirm),
    resolve: (wanted) => {
      if (wanted === 'complete') return completed ? 'complete' : 'input';
      // Completed while the address still names the confirm step (the replace is under way): already complete.
      if (wanted === 'confirm') return completed ? 'complete' : confirmedValues !== null && confirmedValues === values ? 'confirm' : 'input';
      return 'input';
    },
  });
  const stepRef = useRef(step);
  // Back to the input step (a refusal, a restart): the confirmation is void, and the confirm step's entry is popped
  // when the flow pushed it (nothing to do when already there).
  const toInput = useCallback(() => {
    setConfirmedValues(null);
    if (stepRef.current !== 'input') stepBack('input');
  }, [stepBack]);

  // Back from the complete step (its entry replaced the confirm step's) starts afresh: the write is done, and the
  // form must not offer to send the same thing again.
  useEffect(() => {
    const previous = stepRef.current;
    stepRef.current = step;
    if (previous === 'complete' && step === 'input' && completed) {
      setValues(optionsRef.current.initial);
      setErrors({});
      setFormError(null);
      setConfirmation(undefined);
      setConfirmedValues(null);
      setResult(undefined);
      setCompleted(false);
    }
  }, [step, completed]);

  /** Server refusals go back to the input step with per-field or whole-form messages; outages go to the banner. */
  const handleFailure = useCallback(
    (error: unknown) => {
      // A service that validates before calling the API reports per field, like a 400 from the server.
      if (isFieldValidationError(error)) {
        setErrors(error.fields as FieldErrors<Values>);
        setFormError(null);
        toInput();
        refusedFields();
        return;
      }
      const failure = optionsRef.current.failureMessage;
      if (isApiError(error) && error.httpError && error.httpError.httpStatusCode < 500) {
        const fields = error.httpError.fields;
        if (error.code === ErrorCode.VALIDATION && fields) {
          setErrors(fields as FieldErrors<Values>);
          setFormError(failure ?? null);
          refusedFields();
        } else {
          const reason = optionsRef.current.refusalMessage ?? error.message;
          setFormError(failure && failure !== reason ? `${failure}\n${reason}` : reason);
        }
        toInput();
        return;
      }
      if (failure) setFormError(failure);
      errorService.handle(error);
    },
    [errorService, toInput, refusedFields],
  );

  const run = useCallback(
    async (current: Values, confirmed: Confirmation | undefined) => {
      const outcome = await optionsRef.current.execute(current, confirmed);
      setResult(outcome);
      setCompleted(true);
      // In place of the confirm step, so that back cannot show the confirm button of a write already done.
      go('complete', { replace: optionsRef.current.confirm !== undefined });
      optionsRef.current.onComplete?.(outcome, current);
    },
    [go],
  );

  const submitInput = useCallback(async () => {
    const found = optionsRef.current.validate(values);
    setErrors(found);
    setFormError(null);
    if (hasErrors(found)) {
      refusedFields();
      return;
    }
    setBusy(true);
    try {
      const confirm = optionsRef.current.confirm;
      if (confirm) {
        setConfirmation(await confirm(values));
        setConfirmedValues(values);
        go('confirm');
      } else {
        await run(values, undefined);
      }
    } catch (error) {
      handleFailure(error);
    } finally {
      setBusy(false);
    }
  }, [values, run, handleFailure, go, refusedFields]);

  const execute = useCallback(async () => {
    setBusy(true);
    setFormError(null);
    try {
      await run(values, confirmation);
    } catch (error) {
      handleFailure(error);
    } finally {
      setBusy(false);
    }
  }, [values, confirmation, run, handleFailure]);

  const setValue = useCallback(<K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    // Editing a field clears its own message; the others stay until the next submit.
    setErrors((previous) => (key in previous ? { ...previous, [key]: undefined } : previous));
  }, []);

  const back = useCallback(() => stepBack('input'), [stepBack]);

  const restart = useCallback(() => {
    setValues(optionsRef.current.initial);
    setErrors({});
    setFormError(null);
    setConfirmation(undefined);
    setConfirmedValues(null);
    setResult(undefined);
    setCompleted(false);
    toInput();
  }, [toInput]);

  return {
    step, values, errors, formError, busy, confirmation, result, invalidSubmits,
    hasConfirmStep: Boolean(options.confirm),
    setValue, submitInput, back, execute, restart,
  };
}
