import type { ReactNode } from 'react';
import { useFieldControl } from './field';

interface FieldsetProps {
  legend: ReactNode;
  className?: string;
  legendClassName?: string;
  disabled?: boolean;
  children: ReactNode;
}

/** A group of controls under a legend (switches, radios); inside a FieldScope it is described by the scope's message. */
export function Fieldset({ legend, className, legendClassName, disabled, children }: FieldsetProps) {
  const { describedBy } = useFieldControl();
  return (
    <fieldset className={className} aria-describedby={describedBy} disabled={disabled}>
      <legend className={legendClassName}>{legend}</legend>
      {children}
    </fieldset>
  );
}
