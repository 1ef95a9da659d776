import { describe, expect, it } from 'vitest';
import { dishJsonLd, menuJsonLd } from './menu-json-ld';

const dish = (name: string, category: string, categoryId: string, discountedPrice: number, diet = {}) => ({
  name,
  description: `${name}, freshly made`,
  category,
  categoryId,
  discountedPrice,
  images: [`/images/dishes/${categoryId}.svg`],
  isVegetarian: false,
  isVegan: false,
  isGlutenFree: false,
  ...diet,
});

describe('menuJsonLd', () => {
  it('is a schema.org Menu with one section per category and USD offers', () => {
    const menu = menuJsonLd('Flame-kissed', [
      dish('Chicken 65', 'Appetizers', 'appetizers', 11.95),
      dish('Veg Momo', 'Momos and Noodles', 'momos-and-noodles', 11.5, { isVegetarian: true, isVegan: true }),
      dish('Paneer Tikka', 'Appetizers', 'appetizers', 11.01, { isVegetarian: true }),
    ]);
    expect(menu['@context']).toBe('https://schema.org');
    expect(menu['@type']).toBe('Menu');
    expect(menu.hasMenuSection.map((section) => section.name)).toEqual(['Appetizers', 'Momos and Noodles']);
    const [appetizers, momos] = menu.hasMenuSection;
    expect(appetizers!.hasMenuItem).toEqual([
      {
        '@type': 'MenuItem',
        name: 'Chicken 65',
        description: 'Chicken 65, freshly made',
        offers: { '@type': 'Offer', price: '11.95', priceCurrency: 'USD' },
      },
      {
        '@type': 'MenuItem',
        name: 'Paneer Tikka',
        description: 'Paneer Tikka, freshly made',
        offers: { '@type': 'Offer', price: '11.01', priceCurrency: 'USD' },
        suitableForDiet: ['https://schema.org/VegetarianDiet'],
      },
    ]);
    expect(momos!.hasMenuItem[0]!.offers.price).toBe('11.50');
    expect(momos!.hasMenuItem[0]!.suitableForDiet).toEqual([
      'https://schema.org/VeganDiet',
      'https://schema.org/VegetarianDiet',
    ]);
  });
});

describe('dishJsonLd', () => {
  it('is a MenuItem with its image and a free dish costs 0.00', () => {
    expect(dishJsonLd(dish('Masala Chai', 'Beverages', 'beverages', 0))).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MenuItem',
      image: '/images/dishes/beverages.svg',
      offers: { price: '0.00', priceCurrency: 'USD' },
    });
  });
});
