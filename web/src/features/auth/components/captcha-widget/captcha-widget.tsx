// Cloudflare Turnstile on the forms the API captcha-checks (sign-up, sign-in, forgot password, resend verification),
// only when this host has a site key (GET /api/v1/auth/options; none locally, where nothing renders). The script
// loads on first use; the widget's token goes into the form's body; a token works once, so sending it starts a
// fresh challenge.
import { Text } from '@mantine/core';
import { type ReactNode, type Ref, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useAuthOptions } from '@/features/auth/api/get-auth-options.ts';

export const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

const checkFailed = 'The check that you are not a robot could not finish. Reload the page and try again.';

/** The part of Turnstile's browser API (`window.turnstile`) this component uses. */
export interface TurnstileApi {
  render(
    container: HTMLElement,
    params: {
      sitekey: string;
      size?: 'normal' | 'flexible' | 'compact';
      callback?: (token: string) => void;
      'expired-callback'?: () => void;
      'error-callback'?: (code: string) => boolean | void;
    },
  ): string | null | undefined;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let loading: Promise<TurnstileApi> | null = null;

/** Adds Cloudflare's script once; widgets mounting while it loads wait for the same load. */
function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT_URL;
    script.async = true;
    script.addEventListener('load', () => {
      loading = null;
      if (window.turnstile) resolve(window.turnstile);
      else reject(new Error('Turnstile loaded without window.turnstile'));
    });
    script.addEventListener('error', () => {
      // A later form may try again (a blocked or flaky network).
      loading = null;
      script.remove();
      reject(new Error('Turnstile did not load'));
    });
    document.head.append(script);
  });
  return loading;
}

export interface CaptchaWidgetHandle {
  /** Forgets the current token and asks for a new one. */
  reset(): void;
}

interface CaptchaWidgetProps {
  siteKey: string;
  /** The token once solved; undefined again when it expires, fails or is reset. */
  onToken: (token: string | undefined) => void;
  ref?: Ref<CaptchaWidgetHandle>;
}

export function CaptchaWidget({ siteKey, onToken, ref }: CaptchaWidgetProps) {
  const container = useRef<HTMLDivElement>(null);
  const widgetId = useRef<string | null>(null);
  const [failed, setFailed] = useState(false);

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        onToken(undefined);
        if (widgetId.current) window.turnstile?.reset(widgetId.current);
      },
    }),
    [onToken],
  );

  useEffect(() => {
    let active = true;
    loadTurnstile().then(
      (turnstile) => {
        if (!active || !container.current) return;
        widgetId.current =
          turnstile.render(container.current, {
            sitekey: siteKey,
            size: 'flexible',
            callback: (token) => {
              setFailed(false);
              onToken(token);
            },
            'expired-callback': () => onToken(undefined),
            'error-callback': () => {
              // Turnstile retries by itself; until a token arrives the form cannot pass the API's check.
              onToken(undefined);
              setFailed(true);
              return true;
            },
          }) ?? null;
      },
      () => {
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
      if (widgetId.current) window.turnstile?.remove(widgetId.current);
      widgetId.current = null;
      onToken(undefined);
    };
  }, [siteKey, onToken]);

  return (
    <div>
      <div ref={container} />
      {failed && (
        <Text size="sm" c="red.8" role="alert">
          {checkFailed}
        </Text>
      )}
    </div>
  );
}

export interface Captcha {
  /** The widget to place in the form, or null when this host has no captcha. */
  widget: ReactNode;
  /** The body field to send (`{ captcha: token }` once solved, else nothing); starts a fresh challenge. */
  take: () => { captcha?: string };
}

/** The captcha for one form: suspends until the auth options are known (routes preload them). */
export function useCaptcha(): Captcha {
  const { captchaSiteKey } = useAuthOptions();
  const widget = useRef<CaptchaWidgetHandle>(null);
  const token = useRef<string | undefined>(undefined);
  const onToken = useCallback((value: string | undefined) => {
    token.current = value;
  }, []);

  const take = useCallback(() => {
    const value = token.current;
    // The API spends the token whatever it answers, so a retry needs a new one.
    widget.current?.reset();
    return value ? { captcha: value } : {};
  }, []);

  return {
    widget: captchaSiteKey ? <CaptchaWidget ref={widget} siteKey={captchaSiteKey} onToken={onToken} /> : null,
    take,
  };
}
