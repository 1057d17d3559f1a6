// The current step of a multi-step screen (input -> confirm -> complete, the upload wizard) kept in the URL
// (?step=confirm), so the browser's back button goes one step back and a reload lands on a step the screen can show.
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useNavigate, useSearchParams } from 'react-router';

/** The search parameter that names the step; the first step leaves it out, so a plain link opens the screen fresh. */
export const STEP_PARAM = 'step';

const PUSHED_STATE = 'twbStepPushed';

export interface UrlStepOptions<S extends string> {
  /** Every step, in order; the first is the one shown without the parameter. */
  steps: readonly S[];
  /**
   * The step to show when the URL asks for `step`: the step itself when the screen holds what it needs for it,
   * else an earlier one (after a reload nothing typed or checked is held any more, so never a half-filled step).
   */
  resolve: (step: S) => S;
  /** Off: the step lives in the component only (flows inside dialogs must not touch the page's URL). */
  inUrl?: boolean;
}

export interface UrlStep<S extends string> {
  step: S;
  /** Moves to a step: a new history entry, or in place of the current one with `replace`. */
  go(step: S, options?: { replace?: boolean }): void;
  /** One step back: the browser's back when this screen pushed the entry, else the given step in place. */
  back(to: S): void;
}

function parse<S extends string>(steps: readonly S[], raw: string | null): S {
  const found = steps.find((step) => step === raw);
  return found ?? steps[0];
}

export function useUrlStep<S extends string>(options: UrlStepOptions<S>): UrlStep<S> {
  const inUrl = options.inUrl !== false;
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [localStep, setLocalStep] = useState<S>(options.steps[0]);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const requested = inUrl ? parse(options.steps, searchParams.get(STEP_PARAM)) : localStep;
  const step = options.resolve(requested);

  const write = useCallback(
    (next: S, replace: boolean) => {
      // The entry remembers that this screen pushed it, so the screen's own "back" can pop it instead of stacking
      // another entry (after a reload or a bookmark there is nothing of ours to pop).
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          if (next === optionsRef.current.steps[0]) params.delete(STEP_PARAM);
          else params.set(STEP_PARAM, next);
          return params;
        },
        { replace, state: replace ? null : { [PUSHED_STATE]: true } },
      );
    },
    [setSearchParams],
  );

  // A URL naming a step the screen cannot show (a reload, a bookmark, forward after the values changed) is put right
  // in place, so the address always says what is on screen. Only while the address is still the one this render
  // read: the router moves on before React draws its new state, and a correction made from an older render once
  // wrote the complete step over the entry the browser's back had just reached (back from complete stayed there).
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  useEffect(() => {
    if (!inUrl || step === requested) return;
    const live = router ? parse(optionsRef.current.steps, new URLSearchParams(router.state.location.search).get(STEP_PARAM)) : requested;
    if (live === requested) write(step, true);
  }, [inUrl, step, requested, write, router]);

  const go = useCallback(
    (next: S, goOptions?: { replace?: boolean }) => {
      if (!inUrl) {
        setLocalStep(next);
        return;
      }
      write(next, goOptions?.replace ?? false);
    },
    [inUrl, write],
  );

  const back = useCallback(
    (to: S) => {
      const state: unknown = location.state;
      const ours = typeof state === 'object' && state !== null && PUSHED_STATE in state;
      if (inUrl && ours) void navigate(-1);
      else go(to, { replace: true });
    },
    [inUrl, location.state, navigate, go],
  );

  return { step, go, back };
}
