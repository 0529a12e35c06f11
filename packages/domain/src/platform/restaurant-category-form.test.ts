import { describe, expect, it } from 'vitest';
import { restaurantCategoryFormIssues } from './restaurant-category-form.ts';

const complete = {
  title: '和食',
  code_category: '10',
  display_order: '1',
  search_keyword: null,
  image_data: 'platform/a.jpg',
};
const fields = (issues: { field: string; code: string }[]) => issues.map((issue) => [issue.field, issue.code]);

describe('the restaurant category form', () => {
  it('accepts a complete new category', () => {
    expect(restaurantCategoryFormIssues(complete, 'new')).toEqual([]);
  });

  it('requires title, code and image for a new one', () => {
    expect(
      fields(restaurantCategoryFormIssues({ ...complete, title: '', code_category: '', image_data: null }, 'new')),
    ).toEqual([
      ['title', 'RESTAURANT_REQUIRED'],
      ['code_category', 'RESTAURANT_REQUIRED'],
      ['image_data', 'RESTAURANT_REQUIRED'],
    ]);
  });

  it('takes digits only as the code', () => {
    expect(fields(restaurantCategoryFormIssues({ ...complete, code_category: '1a' }, 'new'))).toEqual([
      ['code_category', 'CATEGORY_DIGITS_ONLY'],
    ]);
  });

  it('lets an edit keep its image but not lose it', () => {
    const { image_data: _image, ...rest } = complete;
    expect(restaurantCategoryFormIssues({ ...rest, id_category: 1 }, 'edit')).toEqual([]);
    expect(
      fields(restaurantCategoryFormIssues({ ...rest, id_category: 1, image_data: null, title: ' ' }, 'edit')),
    ).toEqual([
      ['title', 'RESTAURANT_REQUIRED'],
      ['image_data', 'RESTAURANT_REQUIRED'],
    ]);
  });
});
