import { fireEvent, render, screen } from '@testing-library/react';
import { imageRef } from '@ela/contracts';
import { CatalogImage } from './catalog-image';

const image = imageRef('aaaaaaaaaaaaaaaaaaaaaaaa');

describe('CatalogImage', () => {
  it('offers the stored widths that fit, for the browser to pick by screen', () => {
    render(<CatalogImage image={image} size="card" alt="کتان" placeholder="کتان" />);
    const img = screen.getByRole('img', { name: 'کتان' });
    expect(img).toHaveAttribute(
      'srcset',
      '/media/aaaaaaaaaaaaaaaaaaaaaaaa-thumb.webp 160w, /media/aaaaaaaaaaaaaaaaaaaaaaaa-card.webp 480w',
    );
    expect(img).toHaveAttribute('sizes', '(min-width: 960px) 240px, 50vw');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('shows a placeholder with the first letter when the picture is missing or fails to load', () => {
    const { rerender } = render(<CatalogImage image={null} size="card" alt="" placeholder="ساتن" />);
    expect(screen.getByTestId('image-placeholder')).toHaveTextContent('س');
    rerender(<CatalogImage image={image} size="large" alt="ساتن براق" placeholder="ساتن" priority />);
    fireEvent.error(screen.getByRole('img', { name: 'ساتن براق' }));
    expect(screen.getByRole('img', { name: 'ساتن براق' })).toHaveTextContent('س');
    expect(screen.getByTestId('image-placeholder')).toBeInTheDocument();
  });
});
