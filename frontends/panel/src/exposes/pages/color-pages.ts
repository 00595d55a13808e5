// The colours feature's pages, loaded together as one chunk.
export { ColorsPage } from '../../features/colors/components/colors-page';
export { ColorDefinePage, ColorEditPage } from '../../features/colors/components/color-form-pages';
