// The account menu: who is signed in, the dialogs plugins contribute (password, confirmation code), sign out.
import { lazy, Suspense, useMemo, useRef, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useNavigate } from 'react-router';
import { Button, Menu, MenuDivider, MenuItem, PopoverNext, type IconName } from '@blueprintjs/core';
import { useSignals } from '@preact/signals-react/runtime';
import { AuthService, ErrorService, ToastService } from '../../../core/services/contracts';
import { t } from '../../../core/i18n';
import { AccountMenuContribution, ConfirmDialog, DialogReturnFocus, actingOrganizationName, roleLabel, useService, useServices, type AccountDialogProps } from '../../kit';
import { HEADER_POPOVER_STRATEGY } from './header-popover';

const LOGIN_PATH = '/Login';

/** One lazy dialog per contribution, created once: the dialog's code loads when it is first chosen. */
function useContributedDialogs(contributions: readonly AccountMenuContribution[]) {
  return useMemo(
    () => new Map<string, LazyExoticComponent<ComponentType<AccountDialogProps>>>(contributions.map((c) => [c.id, lazy(c.dialog)])),
    [contributions],
  );
}

export function AccountMenu() {
  useSignals();
  const services = useServices();
  const auth = useService<AuthService>(AuthService);
  const toasts = useService<ToastService>(ToastService);
  const errors = useService<ErrorService>(ErrorService);
  const navigate = useNavigate();
  const contributions = useMemo(
    () => [...services.getAll<AccountMenuContribution>(AccountMenuContribution, { optional: true })].sort((a, b) => a.order - b.order),
    [services],
  );
  const dialogs = useContributedDialogs(contributions);
  const [openDialog, setOpenDialog] = useState<string | null>(null);
  const [loadedDialogs, setLoadedDialogs] = useState<ReadonlySet<string>>(new Set());
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  // The menu item that opened a dialog is gone with the closed menu: the focus comes back to the menu's button.
  const button = useRef<HTMLButtonElement>(null);
  // A menu closed by choosing an item does not give the focus back to its button: the item opens a dialog, which
  // takes the focus, and the closing menu (at the end of its transition, late on a busy machine) took it back from
  // the dialog. The dialog returns the focus to the button when it closes (DialogReturnFocus). A menu closed with
  // Escape or a click outside still returns it.
  const [itemChosen, setItemChosen] = useState(false);
  const choose = (action: () => void) => () => {
    setItemChosen(true);
    action();
  };

  const user = auth.user.value;
  const name = user?.user.userName ?? '';

  const signOut = async () => {
    setSigningOut(true);
    try {
      await auth.logout();
      toasts.show(t('shell.account.signedOut'), 'primary');
    } catch (error) {
      // Signing out must always leave the user on the sign-in page; the sign-in page clears the cookies anyway.
      errors.handle(error);
    } finally {
      setSigningOut(false);
      setConfirmingSignOut(false);
      await navigate(LOGIN_PATH);
    }
  };

  // Who is signed in sits above the menu, as text: a menu holds only its items (and separators).
  const menu = (
    <div className="twb-account-menu">
      <div className="twb-account-menu__who">
        <div className="twb-account-menu__name">{name}</div>
        <div className="twb-account-menu__meta">
          {roleLabel(user?.role.attributes.roleType)}
          {user ? ` / ${actingOrganizationName(user)}` : ''}
        </div>
        <div className="twb-account-menu__meta">{user?.user.loginId}</div>
      </div>
      <Menu aria-label={t('shell.header.account')}>
        {contributions.map((contribution) => (
          <MenuItem
            key={contribution.id}
            icon={contribution.icon as IconName}
            text={contribution.label}
            onClick={choose(() => {
              setLoadedDialogs((loaded) => new Set(loaded).add(contribution.id));
              setOpenDialog(contribution.id);
            })}
          />
        ))}
        <MenuDivider />
        <MenuItem icon="log-out" text={t('shell.account.signOut')} onClick={choose(() => setConfirmingSignOut(true))} />
      </Menu>
    </div>
  );

  return (
    <DialogReturnFocus.Provider value={button}>
      <PopoverNext content={menu} placement="bottom-end" positioningStrategy={HEADER_POPOVER_STRATEGY} shouldReturnFocusOnClose={!itemChosen} onOpening={() => setItemChosen(false)}>
        <Button ref={button} variant="minimal" icon="user" endIcon="caret-down" text={name} aria-label={name ? t('shell.header.accountOf', { name }) : t('shell.header.account')} />
      </PopoverNext>
      {contributions.map((contribution) => {
        const Dialog = dialogs.get(contribution.id);
        // Mounted once first chosen, so no dialog code loads before the user asks for it.
        if (!Dialog || !loadedDialogs.has(contribution.id)) return null;
        return (
          <Suspense key={contribution.id} fallback={null}>
            <Dialog isOpen={openDialog === contribution.id} onClose={() => setOpenDialog(null)} />
          </Suspense>
        );
      })}
      <ConfirmDialog
        isOpen={confirmingSignOut}
        title={t('shell.account.signOut')}
        confirmLabel={t('shell.account.signOut')}
        busy={signingOut}
        onConfirm={() => void signOut()}
        onCancel={() => setConfirmingSignOut(false)}
      >
        {t('shell.account.signOutConfirm')}
      </ConfirmDialog>
    </DialogReturnFocus.Provider>
  );
}
