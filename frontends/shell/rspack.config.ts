import { VAZIRMATN, vazirmatnSubset } from '../../libs/web-kit/build/font-subset';
import { federatedApp } from '../../libs/web-kit/build/rspack-preset';

export default async () =>
  federatedApp({
    dir: __dirname,
    name: 'shell',
    title: 'فروشگاه اِلا',
    replace: { [VAZIRMATN]: await vazirmatnSubset() },
  });
