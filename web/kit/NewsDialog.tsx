// One news item in a dialog (spec 2.5: body at most 454 px high, scrolling), with "mark unread".
import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { NewsItem } from '../../core/domain/entities';
import { t } from '../../core/i18n';
import { ModalDialog } from './ModalDialog';

export interface NewsDialogProps {
  item: NewsItem | null;
  onClose: () => void;
  /** Offered once the item has been read; absent when the caller cannot change the read status. */
  onMarkUnread?: (item: NewsItem) => void;
  busy?: boolean;
}

export function NewsDialog({ item, onClose, onMarkUnread, busy = false }: NewsDialogProps) {
  return (
    <ModalDialog isOpen={item !== null} title={item?.name ?? ''} icon="notifications" onClose={onClose} className="twb-dialog twb-news-dialog">
      {item && (
        <>
          <DialogBody className="twb-news-dialog__body" useOverflowScrollContainer={false}>
            <p className="twb-news-dialog__date">{t('news.publishedAt', { date: item.startDate })}</p>
            <div className="twb-news-dialog__text">{item.description}</div>
          </DialogBody>
          <DialogFooter
            actions={
              <>
                {onMarkUnread && <Button icon="eye-off" text={t('news.markUnread')} onClick={() => onMarkUnread(item)} disabled={busy} />}
                <Button intent="primary" text={t('common.close')} onClick={onClose} />
              </>
            }
          />
        </>
      )}
    </ModalDialog>
  );
}
