// A field label followed by the "required" tag that spec 1 asks every required field to carry.
import type { ReactNode } from 'react';
import { Tag } from '@blueprintjs/core';
import { t } from '../../core/i18n';

export function RequiredTag() {
  return (
    <Tag intent="danger" minimal className="twb-required-tag">
      {t('common.required')}
    </Tag>
  );
}

export function RequiredLabel({ children, required = true }: { children: ReactNode; required?: boolean }) {
  return (
    <span className="twb-label">
      {children}
      {required && <RequiredTag />}
    </span>
  );
}
