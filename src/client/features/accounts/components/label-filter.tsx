import { useId } from 'react';
import { Select } from '@client/components/ui/select';
import { accountsText } from '../text';
import { useAccountLabels } from '../api/get-account-labels';

const t = accountsText.labels;

interface LabelFilterProps {
  value: string[];
  onChange: (labels: string[]) => void;
  className?: string;
}

/**
 * 'Мітки': choose one or several labels in use (each with how many profiles carry it); the list keeps
 * the profiles carrying any of them. A chosen label no profile carries any more stays choosable, so
 * it can be taken off.
 */
export function LabelFilter({ value, onChange, className }: LabelFilterProps) {
  const labels = useAccountLabels();
  const titleId = useId();
  const known = labels.data ?? [];
  const options = [
    ...known.map((item) => ({ value: item.label, label: t.option(item.label, item.count) })),
    ...value
      .filter((label) => !known.some((item) => item.label.toLowerCase() === label.toLowerCase()))
      .map((label) => ({ value: label, label })),
  ];
  // The URL may spell a label in another case than the list: the option's own spelling is what is chosen.
  const chosen = value.map((label) => known.find((item) => item.label.toLowerCase() === label.toLowerCase())?.label ?? label);
  return (
    // A group, not a <label>: the select holds an input and buttons of its own; the input is named by aria-label.
    <div className={className} role="group" aria-labelledby={titleId}>
      <span id={titleId}>{t.filter}</span>
      <Select<string>
        multiple
        name="label"
        options={options}
        value={chosen}
        onChange={onChange}
        placeholder={known.length === 0 && value.length === 0 ? t.noneYet : t.anyLabel}
        aria-label={t.filter}
      />
    </div>
  );
}
