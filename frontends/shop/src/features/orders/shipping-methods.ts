/** The shipping methods as the customer reads them; an unknown one is shown as the API names it. */
const METHOD_NAMES: Record<string, string> = { Peyk: 'پیک', Post: 'پست' };

export function shippingMethodName(method: string): string {
  return METHOD_NAMES[method] ?? method;
}
