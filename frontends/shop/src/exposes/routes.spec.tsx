import { HomePage } from '../features/products/components/home-page';
import { ProductsPage } from '../features/products/components/products-page';
import { routes } from './routes';

// The contract with the shell: routes relative to the site root, each page loaded on demand.
describe('shop routes', () => {
  it('offers the front page and the products overview', async () => {
    const [home, products] = routes;
    expect(home.index).toBe(true);
    expect(products.path).toBe('product');
    expect(await (home.lazy as () => Promise<object>)()).toEqual({ Component: HomePage });
    expect(await (products.lazy as () => Promise<object>)()).toEqual({ Component: ProductsPage });
  });
});
