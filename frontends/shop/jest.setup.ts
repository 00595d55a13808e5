import '@testing-library/jest-dom';
import '@ela/web-kit/src/testing/async-timeout';

/**
 * React builds a FormData from a submitted form when the submit starts a transition (a search form
 * that navigates through react-router); the test environment's FormData is Node's, which cannot
 * read a jsdom form. This one reads the form's named fields, as a browser's does.
 */
const NodeFormData = globalThis.FormData;
globalThis.FormData = class extends NodeFormData {
  constructor(form?: HTMLFormElement) {
    super();
    for (const field of Array.from(form?.elements ?? []) as HTMLInputElement[])
      if (field.name && !field.disabled) this.append(field.name, field.value);
  }
} as typeof FormData;
// jsdom has <dialog> but not its modal methods.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  if (!this.open) return;
  this.open = false;
  this.dispatchEvent(new Event('close'));
};
