/** The HTML renderer's text of the shop-status strip's pre-paint script (status-prepaint-text.ts). */
export { shopStatePrepaintScript as prepaintScriptText } from './shop-status-prepaint';
