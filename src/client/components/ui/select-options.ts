export type SelectValue = string | number;

export interface SelectOption<V extends SelectValue = SelectValue> {
  value: V;
  label: string;
  /** A muted note after the label in the list (e.g. a folder's counts); not searched, not in the chip. */
  detail?: string;
  /** What is wrong with the option once chosen (a profile not ready): its chip shows an icon and this, read with it. */
  warning?: string;
  /** Shown but not choosable (e.g. a profile already in another group; `detail` says why). */
  disabled?: boolean;
  /** An option with children is a group header: it is not chosen itself, its children are. */
  children?: SelectOption<V>[];
}

/** Every choosable option (the leaves), in display order. */
export function leafOptions<V extends SelectValue>(options: SelectOption<V>[]): SelectOption<V>[] {
  return options.flatMap((option) => (option.children?.length ? leafOptions(option.children) : [option]));
}

/**
 * Options whose label contains the query (case-insensitive). A group stays when its own label
 * matches (with all its children) or when any child matches (with only those children).
 */
export function filterOptions<V extends SelectValue>(options: SelectOption<V>[], query: string): SelectOption<V>[] {
  const needle = query.trim().toLocaleLowerCase('uk');
  if (!needle) return options;
  const matches = (option: SelectOption<V>) => option.label.toLocaleLowerCase('uk').includes(needle);
  return options.flatMap((option) => {
    if (option.children?.length) {
      if (matches(option)) return [option];
      const children = filterOptions(option.children, query);
      return children.length ? [{ ...option, children }] : [];
    }
    return matches(option) ? [option] : [];
  });
}
