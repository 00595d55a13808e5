import { emptyArticle, validateArticle } from './article-form.model';

const valid = { ...emptyArticle('تیم اِلا'), title: 'دوخت پرده', categoryId: 'c1' };

describe('the article form', () => {
  it('takes a titled article in a category with a byline', () => {
    expect(validateArticle(valid)).toEqual({});
  });

  it('names each problem under its field', () => {
    expect(validateArticle(emptyArticle(''))).toEqual({
      title: 'این بخش را پر کنید',
      categoryId: 'یک دسته‌بندی انتخاب کنید',
      author: 'این بخش را پر کنید',
    });
    expect(validateArticle({ ...valid, title: 'پرده/کتان' }).title).toMatch(/نباید/);
    expect(validateArticle({ ...valid, summary: 'ا'.repeat(401) }).summary).toMatch(/حداکثر/);
  });
});
