import type { ApiClient, ApiResult } from '../../api-client/client';
import { object, string } from '../../api-client/decode';

/** POST /api/auth/show-mobile: the customer was shown the mobile-app modal (bearer only; guests skip it). */
export function announceMobileModalShown(api: ApiClient): Promise<ApiResult<{ message: string }>> {
  return api.request('/api/auth/show-mobile', {
    method: 'POST',
    body: { shown: true },
    decode: object({ message: string }),
    progress: false,
  });
}
