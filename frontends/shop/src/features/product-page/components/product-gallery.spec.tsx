import { fireEvent, render, screen, within } from '@testing-library/react';
import { imageRef } from '@ela/contracts';
import { ProductGallery } from './product-gallery';

const images = [imageRef('aaaaaaaaaaaaaaaaaaaaaaaa'), imageRef('bbbbbbbbbbbbbbbbbbbbbbbb')];

describe('the product gallery', () => {
  it('marks where one is with dots, and opens full screen with zoom and steps', () => {
    const { container } = render(<ProductGallery images={images} name="ساتن براق" />);
    expect(container.querySelectorAll('.gallery__dot')).toHaveLength(2);
    expect(container.querySelector('.gallery__dot--on')).toBe(container.querySelector('.gallery__dot'));

    fireEvent.click(screen.getByRole('button', { name: 'نمایش تمام‌صفحه و بزرگ‌نمایی' }));
    const viewer = screen.getByRole('dialog', { name: 'تصاویر ساتن براق' });
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', images[0].urls.large);
    expect(viewer).toHaveTextContent('۱ از ۲');

    const zoom = within(viewer).getByRole('button', { name: 'بزرگ‌نمایی' });
    fireEvent.click(zoom);
    expect(zoom).toHaveAttribute('aria-pressed', 'true');
    expect(within(viewer).getByRole('img').style.width).toBe('250%');

    fireEvent.click(within(viewer).getByRole('button', { name: 'تصویر بعدی' }));
    expect(viewer).toHaveTextContent('۲ از ۲');
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', images[1].urls.large);
    expect(zoom).toHaveAttribute('aria-pressed', 'false');
    expect(container.querySelectorAll('.gallery__dot')[1]).toHaveClass('gallery__dot--on');

    fireEvent.click(within(viewer).getByRole('button', { name: 'بستن' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
