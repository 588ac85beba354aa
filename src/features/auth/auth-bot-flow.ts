/** The messenger bot (spec section 4): a token, the bot opened in a new tab, its status polled. */
import { createBotPoller, type BotOutcome } from './bot-poller';
import type { BotFlowActions } from './auth-flow-state';
import type { AuthFlowKit } from './auth-flow-kit';

/** Set by gatsby-node (true in develop and local-stack builds); undefined under jest (= true). */
declare const __SHOP_API_STANDINS__: boolean | undefined;

/**
 * The bot link for a login's start code: t.me in production (GATSBY_TG_BOT_NAME), else the API's link when it is a safe one,
 * else the stand-in bot page where this build has it (compiled out of production builds), else null.
 */
export function botLinkFor(start: string, apiLink: string | null, botName?: string): string | null {
  if (botName && /^[A-Za-z0-9_]{3,64}$/.test(botName)) return `https://t.me/${botName}?start=${encodeURIComponent(start)}`;
  if (apiLink && ((apiLink.startsWith('/') && !apiLink.startsWith('//')) || /^https:\/\/t\.me\//.test(apiLink))) return apiLink;
  if (typeof __SHOP_API_STANDINS__ === 'undefined' || __SHOP_API_STANDINS__)
    return `/api/dev/tg-bot/${encodeURIComponent(start)}`;
  return null;
}

export function createBotFlow(kit: AuthFlowKit): BotFlowActions & { stop(): void } {
  const { deps, set, get, now, dispatch } = kit;
  const handleBotOutcome = (outcome: BotOutcome) => {
    // Only a poll that belongs to the open bot screen may act.
    if (get().modal.screen !== 'bot-wait') return;
    set({ botStartedAt: null });
    switch (outcome.kind) {
      case 'success':
        void kit.signedIn(outcome.token);
        return;
      case 'error':
        dispatch({ type: 'bot-failed', error: outcome.error });
        return;
      case 'timeout':
        dispatch({ type: 'bot-timeout' });
        deps.toast('auth_bot_timeout', 'info');
        return;
      case 'unreachable':
        dispatch({ type: 'failed', body: outcome.message });
    }
  };
  const poller = createBotPoller({
    fetchStatus: (token, signal) => deps.api.botStatus(token, signal),
    onOutcome: handleBotOutcome,
    setTimer: kit.setTimer,
    clearTimer: kit.clearTimer,
  });

  return {
    /** Stops polling (the modal opened anew or closed). */
    stop: () => poller.stop(),

    async startBot() {
      await kit.exclusive('bot', undefined, async () => {
        // Open the tab now, inside the click (a tab opened after an await is blocked), and point
        // it at the bot once the token is known.
        const tab = deps.win?.open('', '_blank') ?? null;
        const result = await deps.api.botToken();
        // The link carries the start code; the polling token never leaves this browser (issue 43).
        const link = result.ok ? botLinkFor(result.data.start, result.data.link, deps.botName) : null;
        if (!result.ok || !link) {
          tab?.close();
          deps.toast('auth_token_error', 'error');
          return;
        }
        if (tab) {
          try {
            tab.opener = null;
            tab.location.href = link;
          } catch {
            /* the tab went away: the link on screen 'bot-wait' still works */
          }
        }
        set({ botLink: link, botStartedAt: now() });
        dispatch({ type: 'bot-started' });
        poller.start(result.data.token);
      });
    },

    cancelBot() {
      poller.stop();
      set({ botStartedAt: null });
      dispatch({ type: 'back' });
    },
  };
}
