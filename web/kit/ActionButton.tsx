// A Blueprint button whose colour comes from what it does (action-meaning.ts), never chosen page by page.
import { Button, type ButtonProps } from '@blueprintjs/core';
import { actionIntent, type ActionMeaning } from './action-meaning';

export type ActionButtonProps = Omit<ButtonProps, 'intent'> & { meaning: ActionMeaning };

export function ActionButton({ meaning, ...props }: ActionButtonProps) {
  return <Button {...props} intent={actionIntent(meaning)} />;
}
