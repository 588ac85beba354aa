/** The menu tab: the kitchen pause, the hours, the one-day hours, the stop-list and prices of dishes and modifiers. */
import React, { useEffect } from 'react';
import { SecondaryButton } from '../../ui/Button';
import { useLocale, useTranslation } from '../../i18n/I18n';
import type { MenuState } from './desk-api';
import { useDesk, useDeskActions, useMay, type T } from './desk-context';
import { DayOverrideForm } from './DayOverrideForm';
import { Actions, Kitchen, Table, TableScroll } from './desk-styles';
import { uahText } from './order-text';

function KitchenSwitches({ menu, t }: { menu: MenuState; t: T }) {
  const hours = useDesk((s) => s.hours);
  const { actions, api } = useDeskActions();
  const mayHours = useMay('hours');
  if (!hours) return null;
  return (
    <Kitchen>
      <label>
        <input
          type="checkbox"
          checked={menu.kitchen_paused}
          onChange={(e) => actions.applyMenu(() => api.kitchen({ paused: e.target.checked }))}
        />
        {t('desk_kitchen_paused')}
      </label>
      {mayHours && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void actions.applyMenu(() => api.kitchen(hours));
          }}
        >
          {(['time_start', 'time_end'] as const).map((k) => (
            <label key={k}>
              {t(k === 'time_start' ? 'desk_hours_from' : 'desk_hours_to')}
              <input type="time" value={hours[k]} onChange={(e) => actions.setHours({ ...hours, [k]: e.target.value })} />
            </label>
          ))}
          <SecondaryButton type="submit">{t('desk_hours_save')}</SecondaryButton>
        </form>
      )}
      {mayHours && <DayOverrideForm />}
    </Kitchen>
  );
}

function DishRow({ dish: d, mayPrice, t }: { dish: MenuState['dishes'][number]; mayPrice: boolean; t: T }) {
  const { lang } = useLocale();
  const typed = useDesk((s) => s.prices[d.id] ?? String(d.price));
  const { actions, api } = useDeskActions();
  return (
    <tr data-testid="desk-dish" data-dish-id={d.id}>
      <td>
        {d.name} <small>{d.category}</small>
      </td>
      <td>
        <input
          type="checkbox"
          aria-label={t('desk_available_label', { name: d.name })}
          checked={d.available}
          onChange={(e) => actions.applyMenu(() => api.dish(d.id, { available: e.target.checked }))}
        />
      </td>
      <td>
        {mayPrice ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              const price = Number(typed.replace(',', '.'));
              if (!(price > 0)) actions.setMenuError('desk_menu_invalid');
              else void actions.applyMenu(() => api.dish(d.id, { price }));
            }}
          >
            <input
              inputMode="decimal"
              aria-label={t('desk_price_label', { name: d.name })}
              value={typed}
              onChange={(e) => actions.setPrice(d.id, e.target.value)}
            />
            <SecondaryButton type="submit">{t('desk_price_save')}</SecondaryButton>
          </form>
        ) : (
          <span data-testid="desk-price">{uahText(d.price, t, lang)}</span>
        )}
      </td>
    </tr>
  );
}

export function MenuTab() {
  const { t } = useTranslation();
  const menu = useDesk((s) => s.menu);
  const error = useDesk((s) => s.menuError);
  const filter = useDesk((s) => s.filter);
  const { actions, api } = useDeskActions();
  const mayPrice = useMay('prices');
  useEffect(() => {
    void actions.loadMenu(api);
  }, [actions, api]);
  if (!menu) return error ? <p role="alert">{t(error)}</p> : <p>{t('desk_loading')}</p>;
  const q = filter.trim().toLowerCase();
  const matches = (...texts: string[]) => !q || texts.some((text) => text.toLowerCase().includes(q));
  const dishes = menu.dishes.filter((d) => matches(d.name, d.category));
  return (
    <div>
      <h2>{t('desk_tab_menu')}</h2>
      {error && <p role="alert">{t(error)}</p>}
      <KitchenSwitches menu={menu} t={t} />
      <Actions>
        <label>
          {t('desk_menu_filter')}
          <input type="search" value={filter} onChange={(e) => actions.setFilter(e.target.value)} />
        </label>
      </Actions>
      <TableScroll>
        <Table>
          <thead>
            <tr>
              <th>{t('desk_dish')}</th>
              <th>{t('desk_available')}</th>
              <th>{t('desk_price')}</th>
            </tr>
          </thead>
          <tbody>
            {dishes.map((d) => (
              <DishRow key={d.id} dish={d} mayPrice={mayPrice} t={t} />
            ))}
          </tbody>
        </Table>
      </TableScroll>
      <h3>{t('desk_modifiers')}</h3>
      <TableScroll>
        <Table>
          <tbody>
            {menu.modifiers
              .filter((m) => matches(m.name))
              .map((m) => (
                <tr key={m.id}>
                  <td>{m.name}</td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={t('desk_available_label', { name: m.name })}
                      checked={m.available}
                      onChange={(e) => actions.applyMenu(() => api.modifier(m.id, e.target.checked))}
                    />
                  </td>
                </tr>
              ))}
          </tbody>
        </Table>
      </TableScroll>
    </div>
  );
}
