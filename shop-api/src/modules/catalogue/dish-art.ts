/**
 * The demo menu's pictures: each dish drawn from Fluent Emoji Flat illustrations (MIT,
 * @iconify-json/fluent-emoji-flat; see shop-api/README.md) on a plate on a table, so a pizza looks
 * like a pizza and a mojito like a drink. Rolls and sauces are drawn here (the set has no maki
 * slice or sauce dish), with emoji garnish. Pure: a dish's slug and category give one SVG.
 */
import { createRequire } from 'node:module';

interface IconifyIcon {
  body: string;
  width?: number;
  height?: number;
}
interface IconifySet {
  icons: Record<string, IconifyIcon>;
  width?: number;
  height?: number;
}

let iconSet: IconifySet | null = null;
function icons(): IconifySet {
  // Loaded on first use: the set is 9 MB of JSON, needed only when images are rendered.
  iconSet ??= createRequire(__filename)('@iconify-json/fluent-emoji-flat/icons.json') as IconifySet;
  return iconSet;
}

/** One emoji as a nested SVG at (x, y), `size` px square in the 400 x 400 picture. */
export function emoji(name: string, x: number, y: number, size: number): string {
  const set = icons();
  const icon = set.icons[name];
  if (!icon) throw new Error(`no Fluent Emoji Flat icon named ${name}`);
  const w = icon.width ?? set.width ?? 32;
  const h = icon.height ?? set.height ?? 32;
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 ${w} ${h}">${icon.body}</svg>`;
}

/** What is on the plate: a main emoji (or a drawn dish) and up to three garnish emoji. */
interface Dish {
  main: string | { roll: string } | { sauce: string };
  garnish?: string[];
}

// Roll fillings and sauce colours, CSS colours.
const SALMON = '#f58b5b';
const TUNA = '#c9303e';
const EEL = '#7b4a2a';
const CUCUMBER = '#6dbb3f';
const CRAB = '#f26b5b';

/** Every demo dish by slug; a dish not listed (a new one) gets its category's picture. */
export const DISHES: Record<string, Dish> = {
  margarita: { main: 'pizza', garnish: ['tomato', 'herb'] },
  pepperoni: { main: 'pizza', garnish: ['cut-of-meat', 'hot-pepper'] },
  'four-cheese': { main: 'pizza', garnish: ['cheese-wedge'] },
  hawaiian: { main: 'pizza', garnish: ['pineapple', 'poultry-leg'] },
  capricciosa: { main: 'pizza', garnish: ['mushroom', 'olive'] },
  diablo: { main: 'pizza', garnish: ['hot-pepper', 'hot-pepper'] },
  'carbonara-pizza': { main: 'pizza', garnish: ['bacon', 'egg'] },
  'vegetarian-pizza': { main: 'pizza', garnish: ['bell-pepper', 'mushroom', 'tomato'] },
  'meat-pizza': { main: 'pizza', garnish: ['meat-on-bone', 'bacon'] },
  'bbq-chicken-pizza': { main: 'pizza', garnish: ['poultry-leg', 'onion'] },
  'mushroom-pizza': { main: 'pizza', garnish: ['mushroom', 'mushroom'] },
  'salmon-pizza': { main: 'pizza', garnish: ['fish'] },
  'build-your-pizza': { main: 'pizza', garnish: ['cheese-wedge', 'tomato', 'mushroom'] },
  philadelphia: { main: { roll: SALMON }, garnish: ['cheese-wedge'] },
  california: { main: { roll: CRAB }, garnish: ['crab', 'avocado'] },
  canada: { main: { roll: EEL }, garnish: ['avocado'] },
  dragon: { main: { roll: EEL }, garnish: ['dragon', 'shrimp'] },
  'kappa-maki': { main: { roll: CUCUMBER }, garnish: ['cucumber'] },
  'sake-maki': { main: { roll: SALMON }, garnish: ['fish'] },
  'tekka-maki': { main: { roll: TUNA }, garnish: ['fish'] },
  'unagi-maki': { main: { roll: EEL }, garnish: ['chopsticks'] },
  'avocado-maki': { main: { roll: '#9bc53d' }, garnish: ['avocado'] },
  'spicy-tuna': { main: { roll: TUNA }, garnish: ['hot-pepper'] },
  'green-dragon': { main: { roll: CUCUMBER }, garnish: ['avocado', 'shrimp'] },
  'nigiri-salmon': { main: 'sushi', garnish: ['chopsticks'] },
  'nigiri-tuna': { main: 'sushi', garnish: ['fish'] },
  'nigiri-eel': { main: 'sushi', garnish: ['chopsticks', 'fish'] },
  'nigiri-shrimp': { main: 'sushi', garnish: ['fried-shrimp'] },
  'gunkan-tobiko': { main: 'sushi', garnish: ['rice-ball'] },
  'gunkan-spicy-salmon': { main: 'sushi', garnish: ['hot-pepper'] },
  'hot-philadelphia': { main: { roll: SALMON }, garnish: ['fire'] },
  'hot-chicken-roll': { main: { roll: '#e0a84f' }, garnish: ['poultry-leg'] },
  'hot-shrimp-roll': { main: { roll: CRAB }, garnish: ['fried-shrimp'] },
  'baked-salmon-roll': { main: { roll: SALMON }, garnish: ['fire', 'fish'] },
  'baked-crab-roll': { main: { roll: CRAB }, garnish: ['fire', 'crab'] },
  'tempura-eel-roll': { main: { roll: EEL }, garnish: ['fried-shrimp'] },
  'set-philadelphia': { main: 'bento-box', garnish: ['sushi', 'fish'] },
  'set-family': { main: 'bento-box', garnish: ['sushi', 'sushi', 'rice-ball'] },
  'set-hot': { main: 'bento-box', garnish: ['fire', 'sushi'] },
  'set-maki': { main: 'bento-box', garnish: ['sushi', 'cucumber'] },
  'set-party': { main: 'bento-box', garnish: ['party-popper', 'sushi'] },
  'set-vegan': { main: 'bento-box', garnish: ['avocado', 'cucumber'] },
  'classic-burger': { main: 'hamburger' },
  cheeseburger: { main: 'hamburger', garnish: ['cheese-wedge'] },
  'bacon-burger': { main: 'hamburger', garnish: ['bacon'] },
  'chicken-burger': { main: 'hamburger', garnish: ['poultry-leg'] },
  'double-burger': { main: 'hamburger', garnish: ['hamburger'] },
  'spicy-burger': { main: 'hamburger', garnish: ['hot-pepper'] },
  'udon-chicken': { main: 'steaming-bowl', garnish: ['poultry-leg'] },
  'udon-beef': { main: 'steaming-bowl', garnish: ['cut-of-meat'] },
  'udon-shrimp': { main: 'steaming-bowl', garnish: ['shrimp'] },
  'rice-chicken-wok': { main: 'curry-rice', garnish: ['poultry-leg'] },
  'veggie-wok': { main: 'steaming-bowl', garnish: ['bell-pepper', 'broccoli'] },
  'spicy-wok': { main: 'steaming-bowl', garnish: ['hot-pepper', 'hot-pepper'] },
  borscht: { main: 'pot-of-food', garnish: ['bread', 'garlic'] },
  'chicken-soup': { main: 'bowl-with-spoon', garnish: ['poultry-leg', 'carrot'] },
  'mushroom-soup': { main: 'bowl-with-spoon', garnish: ['mushroom'] },
  'miso-soup': { main: 'bowl-with-spoon', garnish: ['leafy-green'] },
  'tom-yum': { main: 'pot-of-food', garnish: ['shrimp', 'hot-pepper', 'lime'] },
  caesar: { main: 'green-salad', garnish: ['poultry-leg', 'cheese-wedge'] },
  'greek-salad': { main: 'green-salad', garnish: ['olive', 'tomato', 'cucumber'] },
  'salmon-salad': { main: 'green-salad', garnish: ['fish'] },
  'warm-beef-salad': { main: 'green-salad', garnish: ['cut-of-meat'] },
  'chuka-salad': { main: 'green-salad', garnish: ['leafy-green', 'chopsticks'] },
  omelette: { main: 'cooking', garnish: ['bacon'] },
  syrniki: { main: 'pancakes', garnish: ['strawberry'] },
  'english-breakfast': { main: 'cooking', garnish: ['bacon', 'bread', 'tomato'] },
  'avocado-toast': { main: 'bread', garnish: ['avocado', 'egg'] },
  tiramisu: { main: 'shortcake', garnish: ['hot-beverage'] },
  cheesecake: { main: 'shortcake', garnish: ['strawberry'] },
  'chocolate-fondant': { main: 'custard', garnish: ['chocolate-bar', 'ice-cream'] },
  mochi: { main: 'dango', garnish: ['strawberry'] },
  pancakes: { main: 'pancakes', garnish: ['chocolate-bar'] },
  lemonade: { main: 'tropical-drink', garnish: ['lemon', 'ice'] },
  'strawberry-lemonade': { main: 'tropical-drink', garnish: ['strawberry', 'strawberry'] },
  cola: { main: 'cup-with-straw', garnish: ['ice'] },
  'mineral-water': { main: 'tumbler-glass', garnish: ['droplet', 'ice'] },
  'orange-juice': { main: 'beverage-box', garnish: ['tangerine', 'tangerine'] },
  'green-tea': { main: 'teacup-without-handle', garnish: ['herb'] },
  mojito: { main: 'tropical-drink', garnish: ['lime', 'herb'] },
  'soy-sauce': { main: { sauce: '#3b2314' } },
  'teriyaki-sauce': { main: { sauce: '#6b3a1c' }, garnish: ['chopsticks'] },
  'spicy-sauce': { main: { sauce: '#e2572b' }, garnish: ['hot-pepper'] },
  'cheese-sauce': { main: { sauce: '#f4c542' }, garnish: ['cheese-wedge'] },
  'bbq-sauce': { main: { sauce: '#7a1f1a' }, garnish: ['meat-on-bone'] },
  'garlic-sauce': { main: { sauce: '#f3ead2' }, garnish: ['garlic'] },
  ginger: { main: { sauce: '#f4a6a0' }, garnish: ['ginger-root'] },
  wasabi: { main: { sauce: '#8fbf3a' }, garnish: ['leafy-green'] },
};

/** A category's picture for a dish the table does not list. */
const BY_CATEGORY: Record<string, Dish> = {
  pizza: { main: 'pizza' },
  rolls: { main: { roll: SALMON } },
  'hot-rolls': { main: { roll: SALMON }, garnish: ['fire'] },
  nigiri: { main: 'sushi' },
  sushi: { main: 'sushi' },
  sets: { main: 'bento-box' },
  burgers: { main: 'hamburger' },
  wok: { main: 'steaming-bowl' },
  soups: { main: 'bowl-with-spoon' },
  salads: { main: 'green-salad' },
  breakfasts: { main: 'cooking' },
  desserts: { main: 'shortcake' },
  drinks: { main: 'cup-with-straw' },
  sauces: { main: { sauce: '#6b3a1c' } },
};

/** The table each category's dishes stand on: [light, dark] CSS colours of a soft gradient. */
const TABLES: Record<string, [string, string]> = {
  drinks: ['#dfeef5', '#a9cbd9'],
  desserts: ['#f7e4e8', '#dcb2bc'],
  salads: ['#e7f0dc', '#b9cf9f'],
  breakfasts: ['#fbeed3', '#e3c690'],
  sauces: ['#efe7dc', '#c9b69c'],
};
const WOOD: [string, string] = ['#d9b48a', '#a87a4f'];

export const dishOf = (slug: string, category: string): Dish =>
  DISHES[slug] ?? BY_CATEGORY[category] ?? { main: 'fork-and-knife-with-plate' };

/** Three maki slices: nori ring, rice, the filling's colour, with sesame dots. */
function rolls(filling: string): string {
  return [
    [150, 175],
    [250, 175],
    [200, 258],
  ]
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y + 6}" r="56" fill="#000" opacity="0.12"/><circle cx="${x}" cy="${y}" r="56" fill="#1d2b22"/>` +
        `<circle cx="${x}" cy="${y}" r="47" fill="#fbf8f1"/><circle cx="${x}" cy="${y}" r="22" fill="${filling}"/>` +
        `<circle cx="${x - 8}" cy="${y - 7}" r="8" fill="#fff" opacity="0.35"/>` +
        [0, 72, 144, 216, 288]
          .map((a) => {
            const r = (a * Math.PI) / 180;
            return `<ellipse cx="${(x + 35 * Math.cos(r)).toFixed(1)}" cy="${(y + 35 * Math.sin(r)).toFixed(1)}" rx="3" ry="2" fill="#e9dcc0"/>`;
          })
          .join(''),
    )
    .join('');
}

/** A small round sauce dish filled with the sauce's colour. */
function sauceDish(color: string): string {
  return (
    `<ellipse cx="200" cy="222" rx="112" ry="100" fill="#000" opacity="0.12"/>` +
    `<circle cx="200" cy="205" r="110" fill="#fafafa"/><circle cx="200" cy="205" r="96" fill="#e8e4de"/>` +
    `<circle cx="200" cy="205" r="84" fill="${color}"/><ellipse cx="172" cy="178" rx="30" ry="16" fill="#fff" opacity="0.3"/>`
  );
}

// Garnish positions on the plate's rim: [x, y, size] in the 400 x 400 picture.
const GARNISH_AT: [number, number, number][] = [
  [262, 250, 112],
  [32, 236, 96],
  [268, 36, 92],
];

/** The dish's picture: the table, a plate with a shadow, the dish and its garnish. 400 x 400. */
export function dishSvg(slug: string, category: string): string {
  const dish = dishOf(slug, category);
  const [light, dark] = TABLES[category] ?? WOOD;
  const main =
    typeof dish.main === 'string'
      ? emoji(dish.main, 80, 74, 240)
      : 'roll' in dish.main
        ? rolls(dish.main.roll)
        : sauceDish(dish.main.sauce);
  const garnish = (dish.garnish ?? []).map((name, i) => emoji(name, ...GARNISH_AT[i])).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
    <defs><radialGradient id="table" cx="45%" cy="40%" r="75%"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient></defs>
    <rect width="400" height="400" fill="url(#table)"/>
    <ellipse cx="206" cy="218" rx="184" ry="178" fill="#000" opacity="0.16"/>
    <circle cx="200" cy="204" r="180" fill="#fdfcfa"/>
    <circle cx="200" cy="204" r="150" fill="#f3efe9"/>
    <circle cx="200" cy="204" r="146" fill="#f8f5f0"/>
    ${main}
    ${garnish}
  </svg>`;
}
