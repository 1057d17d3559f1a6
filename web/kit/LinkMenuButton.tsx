// A button that opens a menu of links (e.g. the bulk CSV operations of a list page). Entries the viewer may not
// open are left out by the caller; with none left the button is not drawn at all.
import { Button, Menu, MenuItem, Popover, type IconName } from '@blueprintjs/core';
import { useNavigate } from 'react-router';

export interface LinkMenuItem {
  label: string;
  to: string;
  icon?: IconName;
}

export interface LinkMenuButtonProps {
  label: string;
  icon?: IconName;
  items: readonly LinkMenuItem[];
}

export function LinkMenuButton({ label, icon, items }: LinkMenuButtonProps) {
  const navigate = useNavigate();
  if (items.length === 0) return null;
  return (
    <Popover
      placement="bottom-start"
      content={
        <Menu aria-label={label}>
          {items.map((item) => (
            <MenuItem key={item.to} icon={item.icon} text={item.label} href={item.to} onClick={(event) => {
              // A plain click stays in the app; a modified click (new tab) follows the href.
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              navigate(item.to);
            }} />
          ))}
        </Menu>
      }
    >
      <Button icon={icon} endIcon="caret-down" text={label} />
    </Popover>
  );
}
