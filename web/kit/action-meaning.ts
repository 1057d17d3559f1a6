// Button colours by meaning, one rule for every page and dialog: what destroys or stops something (delete, suspend,
// cancel an application or an upload) is red, the step the screen is for is blue, everything else is plain.
import type { Intent } from '@blueprintjs/core';

export type ActionMeaning = 'destructive' | 'primary' | 'neutral';

const INTENT_OF: Readonly<Record<ActionMeaning, Intent>> = {
  destructive: 'danger',
  primary: 'primary',
  neutral: 'none',
};

export function actionIntent(meaning: ActionMeaning): Intent {
  return INTENT_OF[meaning];
}
