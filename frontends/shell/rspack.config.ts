import { federatedApp } from '../../libs/web-kit/build/rspack-preset';

export default federatedApp({ dir: __dirname, name: 'shell', title: 'فروشگاه اِلا' });
