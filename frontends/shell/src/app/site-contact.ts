import { create } from 'zustand';
import type { ShopContact } from '@ela/web-kit';

/** How customers reach the shop, from the runtime config (bootstrap sets it once). */
export const useSiteContact = create<{ contact: ShopContact | null }>()(() => ({ contact: null }));
