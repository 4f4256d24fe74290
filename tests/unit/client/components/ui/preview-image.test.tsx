// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FileThumbnail } from '@client/components/media/file-thumbnail';
import { PreviewImage } from '@client/components/ui/preview-image';

const PLACEHOLDER = 'Мініатюра недоступна';

beforeAll(() => {
  // jsdom has no object URLs; the thumbnail only needs a string.
  URL.createObjectURL = vi.fn(() => 'blob:undecodable');
  URL.revokeObjectURL = vi.fn();
});

afterEach(cleanup);

describe("media previews never show the browser's broken-image glyph", () => {
  it('an image that fails to load or decode becomes the product placeholder', () => {
    const { container } = render(<PreviewImage src="/api/media/a.webp" alt="" width={90} height={160} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/api/media/a.webp');
    expect(screen.queryByText(PLACEHOLDER)).toBeNull();

    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(PLACEHOLDER)).toBeTruthy();
  });

  it('a small preview can fall back to its own icon instead', () => {
    const { container } = render(<PreviewImage src="/api/media/poster.jpg" fallback={<span>icon</span>} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('icon')).toBeTruthy();
    expect(screen.queryByText(PLACEHOLDER)).toBeNull();
  });

  it('a new source gets a new attempt', () => {
    const { container, rerender } = render(<PreviewImage src="/api/media/a.webp" />);
    fireEvent.error(container.querySelector('img')!);
    rerender(<PreviewImage src="/api/media/b.webp" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/api/media/b.webp');
    expect(screen.queryByText(PLACEHOLDER)).toBeNull();
  });

  it("a drop zone's thumbnail of an undecodable image shows the placeholder, with the file's name and remove control kept", () => {
    const file = new File(['not really a png'], 'broken.png', { type: 'image/png' });
    const { container } = render(
      <ul>
        <FileThumbnail file={file} kind="photo" frameSeconds={0.1} onRemove={() => undefined} />
      </ul>,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(PLACEHOLDER)).toBeTruthy();
    expect(screen.getByText('broken.png')).toBeTruthy();
    expect(screen.getByRole('button', { name: /broken\.png/ })).toBeTruthy();
  });
});
