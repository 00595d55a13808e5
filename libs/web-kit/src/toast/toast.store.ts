import { create } from 'zustand';

export type ToastKind = 'error' | 'success' | 'info' | 'warning';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

export const TOAST_TIMEOUT_MS = 5000;
export const TOAST_LIMIT = 20;
/** Where toasts appear: the physical top right, whatever the text direction. */
export const TOAST_POSITION = 'top-right';

interface ToastState {
  toasts: Toast[];
  show: (kind: ToastKind, message: string) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/**
 * Messages shown for a while at the top right; the oldest give way once there are too many. A
 * message already on screen is not shown twice: it stays, and its time starts again.
 */
export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  show: (kind, message) => {
    const same = get().toasts.find((toast) => toast.kind === kind && toast.message === message);
    if (same) {
      clearTimeout(timers.get(same.id));
      timers.set(
        same.id,
        setTimeout(() => get().dismiss(same.id), TOAST_TIMEOUT_MS),
      );
      return same.id;
    }
    const id = nextId++;
    const toasts = [...get().toasts, { id, kind, message }];
    for (const dropped of toasts.slice(0, Math.max(0, toasts.length - TOAST_LIMIT))) {
      clearTimeout(timers.get(dropped.id));
      timers.delete(dropped.id);
    }
    set({ toasts: toasts.slice(-TOAST_LIMIT) });
    timers.set(
      id,
      setTimeout(() => get().dismiss(id), TOAST_TIMEOUT_MS),
    );
    return id;
  },
  dismiss: (id) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    set({ toasts: get().toasts.filter((toast) => toast.id !== id) });
  },
}));

/** Shorthands for code outside React. */
export const toast = {
  error: (message: string) => useToastStore.getState().show('error', message),
  success: (message: string) => useToastStore.getState().show('success', message),
  info: (message: string) => useToastStore.getState().show('info', message),
  warning: (message: string) => useToastStore.getState().show('warning', message),
};
