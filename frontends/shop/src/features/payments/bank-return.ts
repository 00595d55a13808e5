import { mockTestReference, parsianToken, zarinpalAuthority } from '@ela/contracts';

/** Which gateway sent the customer back; each has its own return page. */
export type ReturnGateway = 'zarinpal' | 'parsian' | 'mock';

/** What a return page found in its address: what its verify call sends. */
export type BankReturnLink =
  | { gateway: 'zarinpal'; authority: string; status: 'OK' | 'NOK' }
  | { gateway: 'parsian'; token: string }
  | { gateway: 'mock'; reference: string; status: 'OK' | 'NOK' };

const okOrNot = (value: string | null) => (value === 'OK' || value === 'NOK' ? value : null);

/**
 * Reads a return page's address the way each gateway writes it: Zarinpal's `Authority` and
 * `Status`, the token the gateway put there after Parsian's post, MockTest's `reference` and
 * `status`. Null for an address that is not a whole return (typed by hand, cut short).
 */
export function readBankReturn(gateway: ReturnGateway, query: URLSearchParams): BankReturnLink | null {
  if (gateway === 'zarinpal') {
    const authority = zarinpalAuthority.safeParse(query.get('Authority'));
    const status = okOrNot(query.get('Status'));
    return authority.success && status ? { gateway, authority: authority.data, status } : null;
  }
  if (gateway === 'parsian') {
    const token = parsianToken.safeParse(query.get('token'));
    return token.success ? { gateway, token: token.data } : null;
  }
  const reference = mockTestReference.safeParse(query.get('reference'));
  const status = okOrNot(query.get('status'));
  return reference.success && status ? { gateway, reference: reference.data, status } : null;
}
