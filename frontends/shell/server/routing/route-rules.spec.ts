import { parseRouteRules, redirectFor } from './route-rules';

describe('route rules', () => {
  const rules = parseRouteRules(
    JSON.stringify([
      { from: '/old-shop', to: '/shop' },
      { from: '/sale', to: '/discount', status: 302 },
      { from: '/instagram', to: 'https://instagram.com/ela.shop', status: 307 },
      { from: '/fabrics/*', to: '/product/*', status: 308 },
      { from: '/archive/*', to: 'https://archive.ela.ir/' },
    ]),
  );

  it('redirects an exact path, permanently by default, keeping the query', () => {
    expect(redirectFor(rules, '/old-shop', '?sort=newest')).toEqual({
      status: 301,
      location: '/shop?sort=newest',
    });
    expect(redirectFor(rules, '/old-shop/x', '')).toBeNull();
    expect(redirectFor(rules, '/sale', '')).toEqual({ status: 302, location: '/discount' });
  });

  it('redirects to external addresses', () => {
    expect(redirectFor(rules, '/instagram', '')).toEqual({
      status: 307,
      location: 'https://instagram.com/ela.shop',
    });
    expect(redirectFor(rules, '/archive/2019/post', '')).toEqual({
      status: 301,
      location: 'https://archive.ela.ir/',
    });
  });

  it('carries the rest of a prefix match into the target', () => {
    expect(redirectFor(rules, '/fabrics/%D9%BE%D8%A7%D8%B1%DA%86%D9%87', '')).toEqual({
      status: 308,
      location: '/product/%D9%BE%D8%A7%D8%B1%DA%86%D9%87',
    });
    expect(redirectFor(rules, '/fabrics', '')).toEqual({ status: 308, location: '/product/' });
    expect(redirectFor(rules, '/fabricsx', '')).toBeNull();
  });

  it('has no rules when none are configured', () => {
    expect(parseRouteRules(undefined)).toEqual([]);
    expect(parseRouteRules('  ')).toEqual([]);
  });

  it('refuses rules that could not work, naming the rule', () => {
    expect(() => parseRouteRules('{')).toThrow('ROUTE_RULES is not JSON');
    expect(() => parseRouteRules('[{"from":"old","to":"/new"}]')).toThrow('ROUTE_RULES[0.from]');
    expect(() => parseRouteRules('[{"from":"/a","to":"//evil.example"}]')).toThrow('ROUTE_RULES[0.to]');
    expect(() => parseRouteRules('[{"from":"/a","to":"/b","status":303}]')).toThrow('ROUTE_RULES[0.status]');
    expect(() => parseRouteRules('[{"from":"/a","to":"/b/*"}]')).toThrow('needs a prefix');
    expect(() => parseRouteRules('[{"from":"/a/*/b","to":"/b"}]')).toThrow('trailing /*');
    expect(() => parseRouteRules('[{"from":"/a","to":"/b","extra":1}]')).toThrow('ROUTE_RULES[0]');
  });
});
