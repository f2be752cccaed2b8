// The inline form that names a device; an empty name brings back the derived one.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';

export function DeviceRenameForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: string;
  onSave: (name: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await onSave(name);
    } catch {
      // The panel shows the failure above the list; the form stays open to try again.
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      className="flex flex-col gap-2 pt-2"
      onSubmit={(event) => void submit(event)}
      data-testid="device-rename-form"
    >
      <TextField
        label={t('deviceDetails.nameLabel')}
        hint={t('deviceDetails.nameHint')}
        value={name}
        maxLength={60}
        autoFocus
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
        data-testid="device-name-input"
      />
      <div className="flex flex-wrap gap-2">
        <Button size="small" type="submit" disabled={saving} data-testid="device-name-save">
          {saving ? t('deviceDetails.saving') : t('deviceDetails.save')}
        </Button>
        <Button size="small" kind="secondary" type="button" onClick={onCancel}>
          {t('deviceDetails.cancel')}
        </Button>
      </div>
    </form>
  );
}
