// A contribution point (a Symbol and an interface of the same name): plugins add entries to the header's
// account menu, each opening a dialog that is loaded only when first chosen.
import type { ComponentType } from 'react';

export interface AccountDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

export const AccountMenuContribution = Symbol('AccountMenuContribution');
export interface AccountMenuContribution {
  id: string;
  label: string;
  /** Blueprint icon name. */
  icon: string;
  order: number;
  dialog: () => Promise<{ default: ComponentType<AccountDialogProps> }>;
}
