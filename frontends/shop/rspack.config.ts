import { federatedApp } from '../../libs/web-kit/build/rspack-preset';

export default federatedApp({
  dir: __dirname,
  name: 'shop',
  title: 'فروشگاه اِلا',
  exposes: { './routes': './src/exposes/routes.tsx' },
});
