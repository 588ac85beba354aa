/** profile/information: the order status messages, one switch per channel that can reach the customer. */
import React, { useState } from 'react';
import { useTranslation } from '../../../i18n/I18n';
import { shopApi } from '../../../api-client/shop-api';
import { showToast } from '../../../ui/toast-store';
import { fetchMessageSettings, MESSAGE_CHANNELS, switchMessageChannel, type MessageChannel } from '../profile-api';
import { useLoad } from '../use-load';
import { Card, WhenLoaded } from '../profile-ui';
import { Check } from '../../../ui/form/Check';
import { SecondaryButton } from '../../../ui/Button';
import { browserPushSupport, subscribeThisBrowser } from '../push-subscribe';

export function MessagesCard() {
  const { t } = useTranslation();
  const { state, reload, update } = useLoad((signal) => fetchMessageSettings(shopApi, signal));
  const [busy, setBusy] = useState<MessageChannel | null>(null);
  const [support] = useState(browserPushSupport);
  const [subscribing, setSubscribing] = useState(false);
  const subscribe = async () => {
    setSubscribing(true);
    const result = await subscribeThisBrowser(shopApi);
    setSubscribing(false);
    if (result === 'ok') reload();
    else showToast('pf_messages_push_failed', 'error');
  };
  const change = async (channel: MessageChannel, on: boolean) => {
    setBusy(channel);
    const res = await switchMessageChannel(shopApi, channel, on);
    setBusy(null);
    if (res.ok) update(() => res.data);
    else showToast('pf_messages_failed', 'error');
  };
  return (
    <Card aria-labelledby="pf-messages-title" data-testid="profile-messages">
      <h2 id="pf-messages-title">{t('pf_messages')}</h2>
      <WhenLoaded state={state} onRetry={reload}>
        {(settings) => {
          const channels = MESSAGE_CHANNELS.filter((c) => settings[c].available);
          // This browser can be added when the shop runs web push (its key) and the browser can take it.
          const offerPush = !settings.push.available && support === 'supported';
          const pushRow = offerPush ? (
            <SecondaryButton type="button" disabled={subscribing} onClick={() => void subscribe()}>
              {t('pf_messages_push_enable')}
            </SecondaryButton>
          ) : support === 'ios_home_screen' ? (
            <p>{t('pf_messages_push_ios')}</p>
          ) : null;
          return (
            <>
              <p>{t(channels.length === 0 ? 'pf_messages_none' : 'pf_messages_hint')}</p>
              {channels.map((c) => (
                <Check key={c}>
                  <input
                    type="checkbox"
                    checked={settings[c].on}
                    disabled={busy === c}
                    onChange={(e) => void change(c, e.target.checked)}
                  />
                  {t(`pf_messages_${c}`)}
                </Check>
              ))}
              {pushRow}
            </>
          );
        }}
      </WhenLoaded>
    </Card>
  );
}
