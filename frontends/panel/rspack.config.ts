import { federatedApp } from '../../libs/web-kit/build/rspack-preset';

export default federatedApp({
  dir: __dirname,
  name: 'panel',
  title: 'پنل مدیریت اِلا',
  exposes: { './routes': './src/exposes/routes.tsx' },
});
