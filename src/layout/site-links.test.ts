import { socialLinks } from './site-links';

describe('socialLinks', () => {
  const full = {
    telegram: 'https://t.me/shop_bot',
    telegram_channel: 'https://t.me/shop',
    facebook: 'https://facebook.com/shop',
    instagram: 'https://instagram.com/shop',
  };
  test.each([
    [
      'the footer: the channel first, then the two networks',
      full,
      true,
      [
        ['https://t.me/shop', 'messenger_channel'],
        ['https://facebook.com/shop', 'social_facebook'],
        ['https://instagram.com/shop', 'social_instagram'],
      ],
    ],
    [
      'the side menu: the two networks only',
      full,
      false,
      [
        ['https://facebook.com/shop', 'social_facebook'],
        ['https://instagram.com/shop', 'social_instagram'],
      ],
    ],
    [
      'no channel: the messenger link stands in',
      { telegram: 'https://t.me/shop_bot' },
      true,
      [['https://t.me/shop_bot', 'messenger_channel']],
    ],
    [
      'a channel that is not a text is left out (the messenger link stands in)',
      { telegram_channel: 42, telegram: 'https://t.me/shop_bot' },
      true,
      [['https://t.me/shop_bot', 'messenger_channel']],
    ],
    ['no contacts at all', {}, true, []],
  ])('%s', (_, contact, withChannel, expected) => {
    expect(socialLinks(contact, { withChannel })).toEqual(expected);
  });
});
