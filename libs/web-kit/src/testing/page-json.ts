/** A JSON script element in the page's head, as the shell's server writes one; remove it after. */
export function writePageJson(id: string, value: unknown): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = id;
  script.textContent = JSON.stringify(value);
  document.head.append(script);
  return script;
}
