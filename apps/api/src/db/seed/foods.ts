import type { FoodCategoryId } from '@flame/shared';

/** A dish of the demo menu. `key` names it inside the seed (orders refer to it); it is not stored. */
export interface SeedFood {
  key: string;
  name: string;
  category: FoodCategoryId;
  description: string;
  priceCents: number;
  isAvailable?: boolean;
  isVegetarian: boolean;
  isVegan: boolean;
  isGlutenFree: boolean;
  spiceLevel: number;
  preparationTime: number;
  discount: number;
  ingredients: readonly string[];
  allergens: readonly string[];
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

/** Every dish of a category shares the category's artwork. */
export function dishImage(category: FoodCategoryId): string {
  return `/images/dishes/${category}.svg`;
}

const veg = { isVegetarian: true, isVegan: false } as const;
const vegan = { isVegetarian: true, isVegan: true } as const;
const meat = { isVegetarian: false, isVegan: false } as const;

export const SEED_FOODS = [
  // Appetizers
  { key: 'vegetable-samosa', name: 'Vegetable Samosa', category: 'appetizers', ...vegan, isGlutenFree: false,
    description: 'Two crisp, flaky pastries stuffed with spiced potatoes and green peas, served with tamarind and mint chutneys.',
    priceCents: 695, spiceLevel: 2, preparationTime: 12, discount: 0,
    ingredients: ['Potato', 'Green peas', 'Wheat flour', 'Cumin', 'Ginger', 'Green chili', 'Tamarind chutney', 'Mint-cilantro chutney'],
    allergens: ['Gluten'], calories: 340, protein: 6, carbs: 44, fat: 16 },
  { key: 'paneer-tikka', name: 'Paneer Tikka', category: 'appetizers', ...veg, isGlutenFree: true,
    description: 'Cubes of fresh paneer, peppers and onion marinated in spiced yogurt and charred in the tandoor.',
    priceCents: 1295, spiceLevel: 2, preparationTime: 18, discount: 15,
    ingredients: ['Paneer', 'Yogurt', 'Bell pepper', 'Red onion', 'Kashmiri chili', 'Garam masala', 'Lemon', 'Mustard oil'],
    allergens: ['Dairy', 'Mustard'], calories: 420, protein: 22, carbs: 14, fat: 30 },
  { key: 'chicken-65', name: 'Chicken 65', category: 'appetizers', ...meat, isGlutenFree: true,
    description: 'Bite-sized chicken fried crisp with curry leaves, garlic and red chili. A fiery South Indian bar snack.',
    priceCents: 1195, spiceLevel: 4, preparationTime: 15, discount: 0,
    ingredients: ['Chicken thigh', 'Rice flour', 'Curry leaves', 'Garlic', 'Ginger', 'Kashmiri chili', 'Yogurt', 'Egg'],
    allergens: ['Egg', 'Dairy'], calories: 480, protein: 32, carbs: 18, fat: 30 },

  // Main Course
  { key: 'butter-chicken', name: 'Butter Chicken', category: 'main-course', ...meat, isGlutenFree: true,
    description: 'Tandoor-smoked chicken simmered in a silky tomato, butter and cream sauce with a hint of fenugreek.',
    priceCents: 1795, spiceLevel: 1, preparationTime: 20, discount: 10,
    ingredients: ['Chicken thigh', 'Tomato', 'Butter', 'Cream', 'Cashew', 'Kasuri methi', 'Ginger', 'Garlic', 'Garam masala'],
    allergens: ['Dairy', 'Tree nuts'], calories: 620, protein: 38, carbs: 16, fat: 44 },
  { key: 'lamb-rogan-josh', name: 'Lamb Rogan Josh', category: 'main-course', ...meat, isGlutenFree: true,
    description: 'Slow-braised lamb in a deep red Kashmiri gravy of chili, fennel and warming whole spices.',
    priceCents: 2095, spiceLevel: 3, preparationTime: 25, discount: 0,
    ingredients: ['Lamb shoulder', 'Kashmiri chili', 'Yogurt', 'Fennel', 'Cardamom', 'Clove', 'Onion', 'Ginger'],
    allergens: ['Dairy'], calories: 590, protein: 42, carbs: 12, fat: 40 },
  { key: 'palak-paneer', name: 'Palak Paneer', category: 'main-course', ...veg, isGlutenFree: true,
    description: 'Soft paneer folded into a smooth, garlicky spinach purée finished with a touch of cream.',
    priceCents: 1595, spiceLevel: 1, preparationTime: 18, discount: 0,
    ingredients: ['Spinach', 'Paneer', 'Garlic', 'Onion', 'Cream', 'Cumin', 'Green chili', 'Ginger'],
    allergens: ['Dairy'], calories: 450, protein: 20, carbs: 14, fat: 34 },
  { key: 'chana-masala', name: 'Chana Masala', category: 'main-course', ...vegan, isGlutenFree: true,
    description: 'Hearty chickpeas stewed with tomato and onion in a tangy blend of amchur and toasted spices.',
    priceCents: 1295, spiceLevel: 2, preparationTime: 15, discount: 0,
    ingredients: ['Chickpeas', 'Tomato', 'Onion', 'Amchur', 'Cumin', 'Coriander', 'Ginger', 'Cilantro'],
    allergens: [], calories: 390, protein: 15, carbs: 52, fat: 12 },

  // Chaat and Snacks
  { key: 'pani-puri', name: 'Pani Puri', category: 'chaat-and-snacks', ...vegan, isGlutenFree: false,
    description: 'Eight hollow, crisp puris to fill with spiced potato, chickpeas and chilled mint-tamarind water. Pop each one whole!',
    priceCents: 795, spiceLevel: 3, preparationTime: 10, discount: 20,
    ingredients: ['Semolina puri', 'Potato', 'Chickpeas', 'Mint', 'Tamarind', 'Black salt', 'Cumin', 'Green chili'],
    allergens: ['Gluten'], calories: 310, protein: 7, carbs: 50, fat: 9 },
  { key: 'samosa-chaat', name: 'Samosa Chaat', category: 'chaat-and-snacks', ...veg, isGlutenFree: false,
    description: 'A crushed samosa smothered in chickpea curry, cool yogurt, sweet and green chutneys and crunchy sev.',
    priceCents: 895, spiceLevel: 2, preparationTime: 10, discount: 0,
    ingredients: ['Samosa', 'Chickpea curry', 'Yogurt', 'Tamarind chutney', 'Mint chutney', 'Sev', 'Red onion', 'Pomegranate'],
    allergens: ['Gluten', 'Dairy'], calories: 520, protein: 14, carbs: 66, fat: 22 },
  { key: 'bhel-puri', name: 'Bhel Puri', category: 'chaat-and-snacks', ...vegan, isGlutenFree: true,
    description: 'The Mumbai beach-side favourite: puffed rice tossed with onion, tomato, peanuts and sweet-sour chutneys.',
    priceCents: 750, spiceLevel: 2, preparationTime: 8, discount: 0,
    ingredients: ['Puffed rice', 'Sev', 'Peanuts', 'Red onion', 'Tomato', 'Tamarind chutney', 'Cilantro', 'Lime'],
    allergens: ['Peanuts'], calories: 330, protein: 8, carbs: 48, fat: 12 },

  // Hakka Chinese
  { key: 'chilli-chicken', name: 'Chilli Chicken', category: 'hakka-chinese', ...meat, isGlutenFree: false,
    description: 'Crispy chicken tossed in a glossy soy-chili glaze with peppers, onion and spring onion.',
    priceCents: 1495, spiceLevel: 3, preparationTime: 15, discount: 25,
    ingredients: ['Chicken', 'Soy sauce', 'Green chili', 'Bell pepper', 'Onion', 'Garlic', 'Cornflour', 'Spring onion'],
    allergens: ['Soy', 'Gluten', 'Egg'], calories: 560, protein: 34, carbs: 28, fat: 32 },
  { key: 'veg-hakka-noodles', name: 'Veg Hakka Noodles', category: 'hakka-chinese', ...vegan, isGlutenFree: false,
    description: 'Noodles tossed in a blazing-hot wok with cabbage, carrot, peppers and spring onion.',
    priceCents: 1195, spiceLevel: 1, preparationTime: 12, discount: 0,
    ingredients: ['Wheat noodles', 'Cabbage', 'Carrot', 'Bell pepper', 'Spring onion', 'Soy sauce', 'Garlic', 'Rice vinegar'],
    allergens: ['Gluten', 'Soy'], calories: 480, protein: 12, carbs: 72, fat: 14 },
  { key: 'gobi-manchurian', name: 'Gobi Manchurian', category: 'hakka-chinese', ...vegan, isGlutenFree: false,
    description: 'Crunchy cauliflower florets in a tangy, garlicky Manchurian sauce, showered with spring onion.',
    priceCents: 1195, spiceLevel: 2, preparationTime: 15, discount: 15,
    ingredients: ['Cauliflower', 'Cornflour', 'Wheat flour', 'Soy sauce', 'Garlic', 'Ginger', 'Tomato', 'Spring onion'],
    allergens: ['Gluten', 'Soy'], calories: 430, protein: 8, carbs: 52, fat: 20 },

  // Momos and Noodles
  { key: 'chicken-momo', name: 'Chicken Momo', category: 'momos-and-noodles', ...meat, isGlutenFree: false,
    description: 'Ten hand-pleated dumplings filled with juicy spiced chicken, steamed and served with roasted tomato-sesame achar.',
    priceCents: 1295, spiceLevel: 2, preparationTime: 20, discount: 20,
    ingredients: ['Chicken', 'Wheat flour wrapper', 'Onion', 'Cilantro', 'Ginger', 'Garlic', 'Timur pepper', 'Tomato-sesame achar'],
    allergens: ['Gluten', 'Sesame'], calories: 520, protein: 32, carbs: 54, fat: 18 },
  { key: 'veg-momo', name: 'Veg Momo', category: 'momos-and-noodles', ...vegan, isGlutenFree: false,
    description: 'Steamed dumplings packed with cabbage, carrot, tofu and herbs, with a bright tomato achar for dipping.',
    priceCents: 1150, spiceLevel: 2, preparationTime: 20, discount: 0,
    ingredients: ['Cabbage', 'Carrot', 'Tofu', 'Onion', 'Cilantro', 'Ginger', 'Wheat flour wrapper', 'Tomato-sesame achar'],
    allergens: ['Gluten', 'Soy', 'Sesame'], calories: 420, protein: 16, carbs: 62, fat: 11 },
  { key: 'jhol-momo', name: 'Jhol Momo', category: 'momos-and-noodles', ...meat, isGlutenFree: false,
    description: 'Chicken momos bathed in a warm, tangy broth of roasted tomato, sesame and tingling timur pepper.',
    priceCents: 1395, spiceLevel: 3, preparationTime: 22, discount: 0,
    ingredients: ['Chicken momo', 'Roasted tomato', 'Sesame', 'Timur pepper', 'Cilantro', 'Garlic', 'Green chili'],
    allergens: ['Gluten', 'Sesame'], calories: 560, protein: 33, carbs: 58, fat: 20 },
  { key: 'chicken-thukpa', name: 'Chicken Thukpa', category: 'momos-and-noodles', ...meat, isGlutenFree: false,
    description: 'A comforting Himalayan noodle soup with chicken, greens and a gingery, garlicky broth.',
    priceCents: 1350, spiceLevel: 2, preparationTime: 18, discount: 0,
    ingredients: ['Wheat noodles', 'Chicken', 'Bok choy', 'Carrot', 'Tomato', 'Ginger', 'Garlic', 'Spring onion'],
    allergens: ['Gluten', 'Soy'], calories: 480, protein: 30, carbs: 56, fat: 12 },

  // Biryani
  { key: 'chicken-dum-biryani', name: 'Hyderabadi Chicken Dum Biryani', category: 'biryani', ...meat, isGlutenFree: true,
    description: 'Aged basmati layered with yogurt-marinated chicken, sealed and slow-cooked with saffron, mint and fried onions. Served with raita.',
    priceCents: 1795, spiceLevel: 3, preparationTime: 30, discount: 15,
    ingredients: ['Basmati rice', 'Chicken', 'Yogurt', 'Saffron', 'Fried onion', 'Mint', 'Ghee', 'Biryani masala'],
    allergens: ['Dairy'], calories: 780, protein: 40, carbs: 88, fat: 28 },
  { key: 'goat-biryani', name: 'Goat Biryani', category: 'biryani', ...meat, isGlutenFree: true, isAvailable: false,
    description: 'Bone-in goat slow-cooked with fragrant basmati, whole spices and caramelised onions. A weekend special.',
    priceCents: 2195, spiceLevel: 3, preparationTime: 35, discount: 0,
    ingredients: ['Goat', 'Basmati rice', 'Yogurt', 'Saffron', 'Fried onion', 'Mint', 'Ghee', 'Whole spices'],
    allergens: ['Dairy'], calories: 820, protein: 44, carbs: 86, fat: 32 },
  { key: 'vegetable-biryani', name: 'Vegetable Biryani', category: 'biryani', ...veg, isGlutenFree: true,
    description: 'Basmati rice steamed with seasonal vegetables, paneer, saffron and toasted cashews.',
    priceCents: 1495, spiceLevel: 2, preparationTime: 25, discount: 0,
    ingredients: ['Basmati rice', 'Carrot', 'Green beans', 'Cauliflower', 'Paneer', 'Saffron', 'Cashew', 'Mint'],
    allergens: ['Dairy', 'Tree nuts'], calories: 640, protein: 18, carbs: 92, fat: 22 },

  // Rice
  { key: 'jeera-rice', name: 'Jeera Rice', category: 'rice', ...vegan, isGlutenFree: true,
    description: 'Fluffy basmati tempered with toasted cumin seeds and a bay leaf.',
    priceCents: 595, spiceLevel: 0, preparationTime: 10, discount: 0,
    ingredients: ['Basmati rice', 'Cumin seed', 'Bay leaf', 'Sunflower oil', 'Salt'],
    allergens: [], calories: 320, protein: 6, carbs: 62, fat: 5 },
  { key: 'steamed-basmati', name: 'Steamed Basmati Rice', category: 'rice', ...vegan, isGlutenFree: true,
    description: 'Long-grain aged basmati, steamed until light and fragrant. The perfect partner for any curry.',
    priceCents: 450, spiceLevel: 0, preparationTime: 10, discount: 0,
    ingredients: ['Basmati rice', 'Water', 'Salt'],
    allergens: [], calories: 280, protein: 5, carbs: 62, fat: 1 },
  { key: 'lemon-rice', name: 'Lemon Rice', category: 'rice', ...vegan, isGlutenFree: true,
    description: 'South Indian rice tossed with lemon, turmeric, mustard seeds, curry leaves and crunchy peanuts.',
    priceCents: 695, spiceLevel: 1, preparationTime: 12, discount: 0,
    ingredients: ['Basmati rice', 'Lemon', 'Turmeric', 'Mustard seed', 'Curry leaves', 'Peanuts', 'Chana dal', 'Green chili'],
    allergens: ['Peanuts', 'Mustard'], calories: 360, protein: 8, carbs: 60, fat: 10 },

  // Breads
  { key: 'butter-naan', name: 'Butter Naan', category: 'breads', ...veg, isGlutenFree: false,
    description: 'Soft, blistered naan pulled from the tandoor and brushed with melted butter.',
    priceCents: 395, spiceLevel: 0, preparationTime: 8, discount: 0,
    ingredients: ['Wheat flour', 'Yogurt', 'Milk', 'Butter', 'Yeast'],
    allergens: ['Gluten', 'Dairy'], calories: 290, protein: 8, carbs: 45, fat: 9 },
  { key: 'garlic-naan', name: 'Garlic Naan', category: 'breads', ...veg, isGlutenFree: false,
    description: 'Tandoor naan topped with golden roasted garlic and fresh cilantro.',
    priceCents: 450, spiceLevel: 0, preparationTime: 8, discount: 10,
    ingredients: ['Wheat flour', 'Yogurt', 'Garlic', 'Cilantro', 'Butter'],
    allergens: ['Gluten', 'Dairy'], calories: 310, protein: 8, carbs: 47, fat: 10 },
  { key: 'tandoori-roti', name: 'Tandoori Roti', category: 'breads', ...vegan, isGlutenFree: false,
    description: 'Whole-wheat flatbread baked on the walls of the tandoor: light, smoky and rustic.',
    priceCents: 350, spiceLevel: 0, preparationTime: 8, discount: 0,
    ingredients: ['Whole wheat flour', 'Water', 'Salt'],
    allergens: ['Gluten'], calories: 210, protein: 7, carbs: 42, fat: 2 },

  // Salads
  { key: 'kachumber-salad', name: 'Kachumber Salad', category: 'salads', ...vegan, isGlutenFree: true,
    description: 'Crisp cucumber, tomato and red onion with lime, chaat masala and cilantro.',
    priceCents: 795, spiceLevel: 1, preparationTime: 8, discount: 0,
    ingredients: ['Cucumber', 'Tomato', 'Red onion', 'Lime', 'Cilantro', 'Chaat masala', 'Green chili'],
    allergens: [], calories: 90, protein: 3, carbs: 16, fat: 1 },
  { key: 'tandoori-chicken-salad', name: 'Tandoori Chicken Salad', category: 'salads', ...meat, isGlutenFree: true,
    description: 'Sliced tandoori chicken over crisp greens with pickled onion, cucumber and a mint-yogurt dressing.',
    priceCents: 1295, spiceLevel: 2, preparationTime: 15, discount: 10,
    ingredients: ['Tandoori chicken', 'Mixed greens', 'Cucumber', 'Pickled onion', 'Cherry tomato', 'Mint', 'Yogurt', 'Lime'],
    allergens: ['Dairy'], calories: 380, protein: 36, carbs: 14, fat: 18 },
  { key: 'sprouted-moong-salad', name: 'Sprouted Moong Salad', category: 'salads', ...vegan, isGlutenFree: true,
    description: 'Protein-rich sprouted mung beans with pomegranate, onion, lemon and a pinch of chaat masala.',
    priceCents: 850, spiceLevel: 1, preparationTime: 8, discount: 0,
    ingredients: ['Sprouted mung beans', 'Pomegranate', 'Red onion', 'Tomato', 'Lemon', 'Cilantro', 'Chaat masala'],
    allergens: [], calories: 210, protein: 13, carbs: 34, fat: 2 },

  // Sides
  { key: 'cucumber-raita', name: 'Cucumber Raita', category: 'sides', ...veg, isGlutenFree: true,
    description: 'Cool whipped yogurt with grated cucumber, roasted cumin and mint. Tames any heat.',
    priceCents: 450, spiceLevel: 0, preparationTime: 5, discount: 0,
    ingredients: ['Yogurt', 'Cucumber', 'Roasted cumin', 'Mint', 'Black salt'],
    allergens: ['Dairy'], calories: 120, protein: 6, carbs: 9, fat: 6 },
  { key: 'dal-tadka', name: 'Dal Tadka', category: 'sides', ...veg, isGlutenFree: true,
    description: 'Yellow lentils tempered with sizzling ghee, garlic, cumin and dried red chili.',
    priceCents: 995, spiceLevel: 2, preparationTime: 15, discount: 0,
    ingredients: ['Toor dal', 'Moong dal', 'Ghee', 'Garlic', 'Cumin', 'Dried red chili', 'Turmeric', 'Tomato'],
    allergens: ['Dairy'], calories: 310, protein: 16, carbs: 40, fat: 10 },
  { key: 'masala-papad', name: 'Masala Papad', category: 'sides', ...vegan, isGlutenFree: true,
    description: 'Two roasted lentil papads piled with chopped onion, tomato, chili and chaat masala.',
    priceCents: 495, spiceLevel: 1, preparationTime: 5, discount: 0,
    ingredients: ['Urad dal papad', 'Red onion', 'Tomato', 'Green chili', 'Cilantro', 'Chaat masala'],
    allergens: [], calories: 140, protein: 7, carbs: 22, fat: 3 },

  // Combo
  { key: 'butter-chicken-combo', name: 'Butter Chicken Combo', category: 'combo', ...meat, isGlutenFree: false,
    description: 'Butter chicken, jeera rice, butter naan and kachumber salad: a complete meal for one.',
    priceCents: 1995, spiceLevel: 1, preparationTime: 22, discount: 20,
    ingredients: ['Butter chicken', 'Jeera rice', 'Butter naan', 'Kachumber salad'],
    allergens: ['Dairy', 'Tree nuts', 'Gluten'], calories: 1150, protein: 52, carbs: 118, fat: 52 },
  { key: 'veggie-delight-combo', name: 'Veggie Delight Combo', category: 'combo', ...veg, isGlutenFree: false,
    description: 'Palak paneer, dal tadka, steamed basmati, garlic naan and raita, all on one tray.',
    priceCents: 1795, spiceLevel: 1, preparationTime: 20, discount: 0,
    ingredients: ['Palak paneer', 'Dal tadka', 'Steamed basmati', 'Garlic naan', 'Cucumber raita'],
    allergens: ['Dairy', 'Gluten'], calories: 1080, protein: 38, carbs: 130, fat: 44 },
  { key: 'momo-thukpa-combo', name: 'Momo & Thukpa Combo', category: 'combo', ...meat, isGlutenFree: false,
    description: 'Five chicken momos with achar and a cup of chicken thukpa: the Himalayan comfort pairing.',
    priceCents: 1895, spiceLevel: 2, preparationTime: 22, discount: 0,
    ingredients: ['Chicken momo', 'Chicken thukpa', 'Tomato-sesame achar'],
    allergens: ['Gluten', 'Sesame', 'Soy'], calories: 760, protein: 44, carbs: 80, fat: 22 },

  // Nepali Special
  { key: 'goat-sekuwa', name: 'Goat Sekuwa', category: 'nepali-special', ...meat, isGlutenFree: true,
    description: 'Goat marinated in timur, mustard oil and Himalayan spices, then chargrilled over an open flame.',
    priceCents: 1695, spiceLevel: 3, preparationTime: 25, discount: 10,
    ingredients: ['Goat', 'Mustard oil', 'Timur pepper', 'Garlic', 'Ginger', 'Cumin', 'Red chili', 'Lemon'],
    allergens: ['Mustard'], calories: 540, protein: 46, carbs: 6, fat: 36 },
  { key: 'chicken-choila', name: 'Chicken Choila', category: 'nepali-special', ...meat, isGlutenFree: true,
    description: 'A Newari classic: smoky grilled chicken tossed with mustard oil, fenugreek tempering, garlic and fiery chili.',
    priceCents: 1395, spiceLevel: 4, preparationTime: 18, discount: 0,
    ingredients: ['Chicken', 'Mustard oil', 'Fenugreek seed', 'Garlic', 'Ginger', 'Green chili', 'Timur pepper', 'Spring onion'],
    allergens: ['Mustard'], calories: 430, protein: 38, carbs: 6, fat: 28 },
  { key: 'aloo-tama-bodi', name: 'Aloo Tama Bodi', category: 'nepali-special', ...vegan, isGlutenFree: true,
    description: 'A tangy, earthy curry of potatoes, fermented bamboo shoots and black-eyed peas.',
    priceCents: 1295, spiceLevel: 2, preparationTime: 20, discount: 0,
    ingredients: ['Potato', 'Bamboo shoot', 'Black-eyed peas', 'Tomato', 'Turmeric', 'Cumin', 'Garlic', 'Fenugreek seed'],
    allergens: [], calories: 340, protein: 12, carbs: 56, fat: 8 },
  { key: 'sel-roti', name: 'Sel Roti with Aloo Achar', category: 'nepali-special', ...vegan, isGlutenFree: true, isAvailable: false,
    description: 'Ring-shaped sweet rice bread fried golden, with a tangy sesame potato pickle. A festival favourite.',
    priceCents: 795, spiceLevel: 1, preparationTime: 15, discount: 0,
    ingredients: ['Rice flour', 'Sugar', 'Banana', 'Cardamom', 'Potato', 'Sesame', 'Lemon', 'Timur pepper'],
    allergens: ['Sesame'], calories: 460, protein: 6, carbs: 78, fat: 14 },

  // Beverages
  { key: 'mango-lassi', name: 'Mango Lassi', category: 'beverages', ...veg, isGlutenFree: true,
    description: 'Alphonso mango blended with chilled yogurt and a whisper of cardamom.',
    priceCents: 550, spiceLevel: 0, preparationTime: 5, discount: 0,
    ingredients: ['Alphonso mango pulp', 'Yogurt', 'Milk', 'Sugar', 'Cardamom'],
    allergens: ['Dairy'], calories: 260, protein: 7, carbs: 46, fat: 5 },
  { key: 'masala-chai', name: 'Masala Chai', category: 'beverages', ...veg, isGlutenFree: true,
    description: 'Strong Assam tea simmered with milk, fresh ginger, cardamom and cinnamon.',
    priceCents: 395, spiceLevel: 0, preparationTime: 5, discount: 50,
    ingredients: ['Assam tea', 'Milk', 'Ginger', 'Cardamom', 'Cinnamon', 'Clove', 'Sugar'],
    allergens: ['Dairy'], calories: 140, protein: 4, carbs: 22, fat: 4 },
  { key: 'nimbu-soda', name: 'Nimbu Soda', category: 'beverages', ...vegan, isGlutenFree: true,
    description: 'Fizzy fresh lime soda, sweet and salty, with roasted cumin and mint.',
    priceCents: 450, spiceLevel: 0, preparationTime: 4, discount: 0,
    ingredients: ['Lime', 'Soda water', 'Sugar', 'Black salt', 'Roasted cumin', 'Mint'],
    allergens: [], calories: 90, protein: 0, carbs: 23, fat: 0 },

  // Khaja Set
  { key: 'newari-khaja-set', name: 'Newari Khaja Set', category: 'khaja-set', ...meat, isGlutenFree: true,
    description: 'Beaten rice with chicken choila, bara lentil patty, aloo achar, spiced soybeans and greens: a Kathmandu feast on one plate.',
    priceCents: 1995, spiceLevel: 3, preparationTime: 25, discount: 0,
    ingredients: ['Beaten rice', 'Chicken choila', 'Bara', 'Aloo achar', 'Bhatmas sadeko', 'Saag', 'Boiled egg'],
    allergens: ['Soy', 'Egg', 'Mustard', 'Sesame'], calories: 920, protein: 48, carbs: 96, fat: 36 },
  { key: 'veg-khaja-set', name: 'Veg Khaja Set', category: 'khaja-set', ...vegan, isGlutenFree: true,
    description: 'Beaten rice, black-lentil bara, aloo achar, spiced soybeans, mushroom choila and sautéed greens.',
    priceCents: 1695, spiceLevel: 2, preparationTime: 22, discount: 30,
    ingredients: ['Beaten rice', 'Bara', 'Aloo achar', 'Bhatmas sadeko', 'Mushroom choila', 'Saag'],
    allergens: ['Soy', 'Mustard', 'Sesame'], calories: 780, protein: 30, carbs: 104, fat: 26 },
  { key: 'dal-bhat-set', name: 'Thakali Dal Bhat Set', category: 'khaja-set', ...meat, isGlutenFree: true,
    description: 'The Nepali everyday feast of rice, black dal, chicken curry, saag, gundruk and tomato achar, served on a brass plate.',
    priceCents: 1895, spiceLevel: 2, preparationTime: 25, discount: 0,
    ingredients: ['Basmati rice', 'Black lentil dal', 'Chicken curry', 'Saag', 'Gundruk', 'Tomato achar', 'Ghee'],
    allergens: ['Dairy', 'Sesame'], calories: 980, protein: 46, carbs: 120, fat: 30 },
] as const satisfies readonly SeedFood[];

export type FoodKey = (typeof SEED_FOODS)[number]['key'];
