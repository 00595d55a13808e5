// The designs feature's pages, loaded together as one chunk.
export { DesignsPage } from '../../features/designs/components/designs-page';
export { DesignDefinePage, DesignEditPage } from '../../features/designs/components/design-form-pages';
