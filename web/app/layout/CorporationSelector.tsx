// Lets a user with several corporations choose the one being viewed (spec 1); hidden for everyone else.
import { useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { useSignals } from '@preact/signals-react/runtime';
import { CorporationService, ErrorService, NavigationService } from '../../../core/services/contracts';
import { t } from '../../../core/i18n';
import { SelectInput, SelectOption, useService } from '../../kit';

export function CorporationSelector() {
  useSignals();
  const corporations = useService<CorporationService>(CorporationService);
  const errors = useService<ErrorService>(ErrorService);
  const navigation = useService<NavigationService>(NavigationService);
  const navigate = useNavigate();
  const [switching, setSwitching] = useState(false);

  const choices = corporations.organizations.value;
  if (choices.length < 2) return null;
  const selected = choices.find((choice) => choice.selected)?.organizationId ?? choices[0].organizationId;

  const onChange = async (event: ChangeEvent<HTMLSelectElement>) => {
    setSwitching(true);
    try {
      await corporations.switchTo(event.currentTarget.value);
      // The page on screen showed the other corporation's data; home is valid for every corporation.
      await navigate(navigation.homePath());
    } catch (error) {
      errors.handle(error);
    } finally {
      setSwitching(false);
    }
  };

  return (
    <label className="twb-corp-selector">
      <span className="twb-corp-selector__label">{t('shell.header.corporation')}</span>
      <SelectInput value={selected} onChange={(event) => void onChange(event)} disabled={switching} minimal={false}>
        {choices.map((choice) => (
          <SelectOption key={choice.organizationId} value={choice.organizationId} label={choice.organizationName} />
        ))}
      </SelectInput>
    </label>
  );
}
