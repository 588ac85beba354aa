/**
 * Texts the shop API sends to customers outside the site (the SMS, the messenger bot), in the
 * customer's language. The storefront's own texts live in locales/; these never reach the browser.
 */
export type MessageLang = 'uk' | 'ru';

/** `?lang=russian|ukrainian` (spec section 7) or a Telegram `language_code` -> uk/ru (uk by default). */
export function messageLang(value: unknown): MessageLang {
  return value === 'russian' || value === 'ru' ? 'ru' : 'uk';
}

const TEXTS = {
  sms_code: { uk: 'Код для входу: {code}. Нікому його не повідомляйте.', ru: 'Код для входа: {code}. Никому его не сообщайте.' },
  reset_sms: {
    uk: 'Код для зміни пароля: {code}. Діє 15 хвилин. Нікому його не повідомляйте.',
    ru: 'Код для смены пароля: {code}. Действует 15 минут. Никому его не сообщайте.',
  },
  reset_email_subject: { uk: 'Зміна пароля', ru: 'Смена пароля' },
  reset_email_text: {
    uk: 'Ви попросили змінити пароль. Відкрийте посилання протягом години, щоб задати новий:\n{link}\nЯкщо це були не ви, просто не відкривайте його.',
    ru: 'Вы попросили сменить пароль. Откройте ссылку в течение часа, чтобы задать новый:\n{link}\nЕсли это были не вы, просто не открывайте её.',
  },
  email_confirm_subject: { uk: 'Підтвердіть e-mail', ru: 'Подтвердите e-mail' },
  email_confirm_text: {
    uk: 'Цю адресу вказали в акаунті на нашому сайті. Щоб підтвердити, що вона ваша, відкрийте посилання протягом доби:\n{link}\nЯкщо це були не ви, просто не відкривайте його.',
    ru: 'Этот адрес указали в аккаунте на нашем сайте. Чтобы подтвердить, что он ваш, откройте ссылку в течение суток:\n{link}\nЕсли это были не вы, просто не открывайте её.',
  },
  bot_share_phone: {
    uk: 'Щоб увійти на сайт, поділіться номером телефону: натисніть кнопку нижче.',
    ru: 'Чтобы войти на сайт, поделитесь номером телефона: нажмите кнопку ниже.',
  },
  bot_share_button: { uk: 'Поділитися номером', ru: 'Поделиться номером' },
  bot_success: {
    uk: 'Готово! Поверніться на сайт: ви увійшли.',
    ru: 'Готово! Вернитесь на сайт: вы вошли.',
  },
  bot_start_from_site: {
    uk: 'Щоб увійти, натисніть «Увійти через Telegram» на сайті.',
    ru: 'Чтобы войти, нажмите «Войти через Telegram» на сайте.',
  },
  bot_error_token_old: {
    uk: 'Посилання для входу застаріло. Почніть вхід на сайті ще раз.',
    ru: 'Ссылка для входа устарела. Начните вход на сайте ещё раз.',
  },
  bot_error_phone_mismatch: {
    uk: 'Поділіться власним номером (кнопкою нижче), а не чужим контактом.',
    ru: 'Поделитесь собственным номером (кнопкой ниже), а не чужим контактом.',
  },
  bot_error_cannot_authorise: {
    uk: 'Не вдалося авторизуватися. Спробуйте інший спосіб входу на сайті.',
    ru: 'Не удалось авторизоваться. Попробуйте другой способ входа на сайте.',
  },
  bot_error_account_not_found: {
    uk: 'Акаунт з цим номером не знайдено. Зареєструйтеся на сайті.',
    ru: 'Аккаунт с этим номером не найден. Зарегистрируйтесь на сайте.',
  },
  bot_error_other_number: {
    uk: 'Цей Telegram уже привʼязаний до іншого номера.',
    ru: 'Этот Telegram уже привязан к другому номеру.',
  },
  bot_error_other_email: {
    uk: 'Цей акаунт привʼязаний до іншої пошти.',
    ru: 'Этот аккаунт привязан к другой почте.',
  },
  bot_error_phone_missing: {
    uk: 'У контакті немає номера телефону України. Спробуйте ще раз.',
    ru: 'В контакте нет номера телефона Украины. Попробуйте ещё раз.',
  },
} as const;

export type MessageKey = keyof typeof TEXTS;

export function message(key: MessageKey, lang: MessageLang, params: Record<string, string> = {}): string {
  return TEXTS[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
}
