/** Shared look of the auth modal's screens (layout only; no logic). */
import React, { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { FormikErrors, FormikHelpers } from 'formik';
import * as yup from 'yup';
import { useTranslation } from '../../i18n/I18n';
import { media, theme } from '../../shared/theme';
import { LinkButton as BaseLinkButton } from '../../ui/Button';
import type { FormResult } from './auth-flow-state';

const Screen = styled.section`
  display: grid;
  gap: 14px;
  h2 {
    margin: 0;
    font-size: 22px;
    line-height: 1.2;
    padding-right: 32px;
  }
  p {
    margin: 0;
  }
  form {
    display: grid;
    gap: 12px;
  }
  .desktop-only {
    ${media.mobile} {
      display: none;
    }
  }
  .mobile-only {
    display: none;
    ${media.mobile} {
      display: grid;
    }
  }
  .muted {
    color: ${theme.color.muted};
    font-size: 14px;
  }
  .form-error {
    color: ${theme.color.error};
    font-weight: 600;
    font-size: 14px;
  }
`;

/** Secondary actions: full-width outlined buttons (44 px targets). */
export const Secondary = styled.button`
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  border-radius: 999px;
  font: inherit;
  font-weight: 600;
  padding: 11px 18px;
  min-height: 44px;
  cursor: pointer;
  width: 100%;
  &:hover {
    border-color: ${theme.color.text};
  }
  &:disabled {
    opacity: 0.6;
    cursor: wait;
  }
`;

/** Text-like actions ('forgot password?', 'change the number'), in the auth modal's 14 px. */
export const LinkButton = styled(BaseLinkButton)`
  font-size: 14px;
  font-weight: 600;
`;

export const Stack = styled.div`
  display: grid;
  gap: 8px;
  > button {
    width: 100%;
  }
`;

export const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: 10px;
  color: ${theme.color.muted};
  font-size: 14px;
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${theme.color.border};
  }
`;

/**
 * A screen of the modal under its heading (#auth-title). When it appears, focus moves into it: its
 * first visible `data-autofocus` element, else the heading. That runs after the dialog's own
 * initial focus (a task later), so the screen decides; on phones the desktop-only field is hidden
 * and the visible candidate wins.
 */
export function AuthScreen({
  name,
  title,
  children,
  ...rest
}: { name: string; title: string; children: React.ReactNode } & React.HTMLAttributes<HTMLElement>) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      const root = ref.current;
      if (!root || root.contains(document.activeElement)) return;
      const candidates = Array.from(root.querySelectorAll<HTMLElement>('[data-autofocus]'));
      const visible = candidates.find((el) => el.getClientRects().length > 0);
      // jsdom lays nothing out: there the first candidate counts as visible.
      const target = visible ?? candidates[0] ?? root.querySelector<HTMLElement>('h2');
      target?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Screen ref={ref} data-screen={name} {...rest}>
      <h2 id="auth-title" tabIndex={-1}>
        {title}
      </h2>
      {children}
    </Screen>
  );
}

/** A yup string checked by one of auth-rules' rules (which return the message key, or null). */
export const keyTest = (rule: (v: string | undefined) => string | null) =>
  yup.string().test('rule', (value, ctx) => {
    const key = rule(value);
    return key ? ctx.createError({ message: key }) : true;
  });

/** Runs a flow's action for its Formik form: a refusal's field errors on their fields, the rest as the form's message. */
export async function submitAction<T>(helpers: FormikHelpers<T>, action: () => Promise<FormResult>) {
  helpers.setStatus(null);
  const result = await action();
  if (result.ok) return;
  if (result.errors) helpers.setErrors(result.errors as FormikErrors<T>);
  helpers.setStatus(result.message ?? null);
}

/** The form-level message (not tied to one field), announced when it appears. */
export function FormMessage({ messageKey }: { messageKey: string | null | undefined }) {
  const { t } = useTranslation();
  return (
    <p className="form-error" role={messageKey ? 'alert' : undefined} hidden={!messageKey}>
      {messageKey ? t(messageKey) : ''}
    </p>
  );
}
