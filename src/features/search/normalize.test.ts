import { countLetters, foldText, normalize, prefixSkeletons, skeletonTokens, skeletonWord } from './normalize';

describe('normalize: spellings of one dish meet', () => {
  const same: [string, string][] = [
    ['pitsa', 'pizza'],
    ['pizza', 'піца'],
    ['піца', 'пицца'],
    ['pitsa', 'пицца'],
    ['pitza', 'піца'],
    ['Піца', 'ПИЦЦА'],
    ['margarita', 'маргарита'],
    ['маргарита', 'маргаріта'],
    ['margarita', 'Маргаріта'],
    ['sushi', 'суші'],
    ['суші', 'суши'],
    ['sushi', 'суши'],
    ['filadelfiya', 'філадельфія'],
    ['філадельфія', 'филадельфия'],
    ['philadelphia', 'филадельфия'],
    ['philadelphia', 'filadelfiya'],
    ['filadelfiia', 'Філадельфія'],
    ['pepperoni', 'пепероні'],
    ['пепероні', 'пепперони'],
    ['mozzarella', 'моцарела'],
    ['моцарела', 'моцарелла'],
    ['borshch', 'борщ'],
    ['borsch', 'борщ'],
    ['borsh', 'борщ'],
    ['hamburger', 'гамбургер'],
    ['burger', 'бургер'],
    ['khachapuri', 'хачапурі'],
    ['hachapuri', 'хачапури'],
    ['cappuccino', 'капучино'],
    ['yalovychyna', 'Яловичина'],
    ['zelenyi', 'Зелёный'],
    ['зелений', 'зеленый'],
    ["м'ясна", 'мясна'],
    ['м’ясна', 'myasna'],
    ['мʼята', 'мята'],
    ['diablo', 'Дьябло'],
    ['syake', 'Сяке'],
    ['chotyry', 'чотири'],
    ['chetyre', 'четыре'],
    ['nigiri', 'Нігірі'],
    ['unagi', 'Унагі'],
    ['unagi', 'унаги'],
    ['snidanky', 'Сніданки'],
    ['yogurt', 'йогурт'],
    ['jogurt', 'йогурт'],
    ['yizha', 'їжа'],
    ['vuhor', 'вугор'],
    ['hrybna', 'Грибна'],
    ['gribna', 'Грибна'],
    ['kaliforniia', 'Каліфорнія'],
    ['california', 'Калифорния'],
    ['café', 'cafe'],
    ['tiramisu', 'тірамісу'],
    ['chyzkeik', 'чизкейк'],
    ['tsezar', 'цезар'],
    ['cezar', 'цезар'],
  ];
  it.each(same)('%s = %s', (a, b) => {
    expect(normalize(a)).toBe(normalize(b));
    expect(normalize(a)).not.toBe('');
  });
});

describe('normalize: different dishes stay apart', () => {
  const different: [string, string][] = [
    ['піца', 'паста'],
    ['pizza', 'pita'],
    ['суші', 'суп'],
    ['sushi', 'sashimi'],
    ['борщ', 'борошно'],
    ['маргарита', 'маринара'],
    ['бургер', 'бульйон'],
    ['рол', 'рис'],
    ['лосось', 'тунець'],
    ['чизбургер', 'гамбургер'],
    ['каліфорнія', 'канада'],
    ['дракон', 'драник'],
    ['салат', 'салямі'],
    ['сир', 'сік'],
  ];
  it.each(different)('%s != %s', (a, b) => {
    expect(normalize(a)).not.toBe(normalize(b));
  });
});

describe('normalize details', () => {
  it('uses a small ASCII alphabet', () => {
    expect(normalize('Піца Чотири сири, борщ і жульєн')).toMatch(/^[a-z0-9 ]+$/);
  });
  it('splits words on spaces and punctuation, keeps digits', () => {
    expect(skeletonTokens('Піца-конструктор (30 см)')).toEqual(['pica', 'konstruktor', '30', 'sm']);
  });
  it('does not read Cyrillic "сх" as "ш"', () => {
    expect(skeletonWord('схема')).not.toBe(skeletonWord('шема'));
  });
  it('folds case, diacritics and apostrophes', () => {
    expect(foldText("Crème М'ЯТА")).toBe('creme мята');
  });
  it('counts letters, not spaces or digits', () => {
    expect(countLetters(' п і ')).toBe(2);
    expect(countLetters('піц')).toBe(3);
    expect(countLetters('12 a')).toBe(1);
  });
  it('lets an unfinished word end in half a digraph', () => {
    expect(prefixSkeletons('piz')).toContain(skeletonWord('pizza').slice(0, 3));
    expect(prefixSkeletons('sus')).toContain('suw');
    expect(prefixSkeletons('піц')).toEqual(['pic']);
    expect(prefixSkeletons('')).toEqual([]);
  });
});

describe('skeletonTokens with the skeletons of words seen before', () => {
  const texts = [
    'Піца-конструктор (30 см)',
    'Піца Маргарита з беконом та руколою',
    'Пицца Маргарита с беконом и рукколой',
    'томатний соус, моцарела, бекон, рукола',
    "Суп «Солянка» м'ясна, 350 г",
    'Pizza Margherita with bacon',
  ];

  test('gives what it gives without them, and remembers each word once', () => {
    const known = new Map<string, string>();
    for (const text of [...texts, ...texts]) expect(skeletonTokens(text, known)).toEqual(skeletonTokens(text));
    expect(known.get('піца')).toBe(skeletonWord('піца'));
    expect(known.size).toBe(new Set(texts.flatMap((t) => foldText(t).split(/[^\p{L}\p{N}]+/u))).size);
  });

  test('answers a word from what it remembers', () => {
    const known = new Map([['піца', 'remembered']]);
    expect(skeletonTokens('Піца Маргарита', known)).toEqual(['remembered', skeletonWord('маргарита')]);
  });
});
