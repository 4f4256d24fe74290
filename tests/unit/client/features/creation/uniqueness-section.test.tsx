// @vitest-environment jsdom
import '../../helpers/jsdom-gaps';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import type { UniquenessLevel } from '@shared/uniqueness';
import { creationRequestInput, toSubmission } from '@client/features/creation/api/queue-creation-request';
import { UniquenessSection } from '@client/features/creation/components/uniqueness-section';

afterEach(cleanup);

describe('the creation request carries the chosen level', () => {
  const values = {
    countVideo: 2,
    isVideo: false,
    isPhoto: true,
    folders: [{ id: 7, title: 'Море', value: 7 }],
    video: [new File(['mp4'], 'clip.mp4', { type: 'video/mp4' })],
  };

  it("sends 'uniqueness' when chosen, nothing when left (the server takes medium)", () => {
    expect(creationRequestInput(toSubmission(1, { ...values, uniqueness: 'high' })).commit?.body).toMatchObject({ uniqueness: 'high' });
    expect(creationRequestInput(toSubmission(1, values)).commit?.body).not.toHaveProperty('uniqueness');
  });
});

describe('UniquenessSection', () => {
  function Form({ onValue }: { onValue: (value: UniquenessLevel | undefined) => void }) {
    const { control, watch } = useForm<{ uniqueness?: UniquenessLevel }>({ defaultValues: {} });
    onValue(watch('uniqueness'));
    return <UniquenessSection control={control} disabled={false} />;
  }

  it("is folded under 'Додатково', shows medium chosen, and takes another level", async () => {
    let value: UniquenessLevel | undefined;
    render(<Form onValue={(next) => (value = next)} />);
    expect(screen.getByText('Додатково').closest('details')!.open).toBe(false);
    await userEvent.click(screen.getByText('Додатково'));
    const group = screen.getByRole('group', { name: 'Унікалізація' });
    expect(group).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Середня' }) as HTMLInputElement).checked).toBe(true);
    expect(value).toBeUndefined();
    await userEvent.click(screen.getByRole('radio', { name: 'Висока' }));
    expect(value).toBe('high');
    expect((screen.getByRole('radio', { name: 'Висока' }) as HTMLInputElement).checked).toBe(true);
  });
});
