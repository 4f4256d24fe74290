import { Trash2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { IconButton } from './icon-button';

/** A row's or a card's delete control: the danger-toned trash icon; `label` names what it deletes. */
export function DeleteIconButton(props: Omit<ComponentProps<typeof IconButton>, 'tone' | 'children'>) {
  return (
    <IconButton tone="danger" {...props}>
      <Trash2 size={16} aria-hidden="true" />
    </IconButton>
  );
}
