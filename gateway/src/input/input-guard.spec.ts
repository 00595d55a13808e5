import type { FastifyRequest } from 'fastify';
import { SUBJECTS, routeOf } from '@ela/contracts';
import { refuseControlCharacters, refuseMediaType } from './input-guard';

describe('refuseControlCharacters', () => {
  it('lets ordinary Persian paths and queries through', () => {
    expect(refuseControlCharacters({ name: 'پرده‌ای سرمه‌ای' }, { q: 'مخمل ۱۲', page: '2' })).toBeNull();
  });

  it.each([
    ['a NUL in a path value', { name: 'a\u0000' }, {}],
    ['a line break in a query value', {}, { q: 'a\nb' }],
    ['a NUL in a repeated query key', {}, { q: ['ok', '\u0000'] }],
    ['a control character in a query key', {}, { 'q\u0001': 'x' }],
    ['a C1 control', {}, { q: 'a\u0085' }],
  ])('refuses %s with a 400', (_what, params, query) => {
    expect(refuseControlCharacters(params, query)).toMatchObject({ statusCode: 400 });
  });
});

describe('refuseMediaType', () => {
  const request = (contentType: string | undefined, body: unknown, multipart = false) =>
    ({
      headers: contentType ? { 'content-type': contentType } : {},
      body,
      isMultipart: () => multipart,
    }) as unknown as FastifyRequest;
  const json = routeOf(SUBJECTS.payments.parsian.verify);
  const form = routeOf(SUBJECTS.payments.parsian.callback);

  it('lets a form row take a form, and nothing else', () => {
    expect(
      refuseMediaType(form, request('application/x-www-form-urlencoded; charset=utf-8', { Token: '1' })),
    ).toBeNull();
    expect(refuseMediaType(form, request('application/json', { Token: '1' }))).toMatchObject({
      statusCode: 415,
    });
    expect(refuseMediaType(form, request(undefined, undefined))).toBeNull();
    expect(refuseMediaType(form, request('multipart/form-data', undefined, true))).toMatchObject({
      statusCode: 415,
    });
  });

  it('refuses multipart on a JSON row', () => {
    expect(refuseMediaType(json, request('application/json', { token: '1' }))).toBeNull();
    expect(refuseMediaType(json, request('multipart/form-data', {}, true))).toMatchObject({
      statusCode: 415,
    });
  });
});
