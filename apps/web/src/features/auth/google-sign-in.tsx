import { useEffect, useRef } from 'react';

/** Google Identity Services script, fetched only when the server names a client id (without one there is no Google button). */
export const GSI_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

interface GoogleIdApi {
  initialize(options: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
    itp_support?: boolean;
  }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type: 'standard';
      theme: string;
      size: 'large' | 'medium' | 'small';
      text: string;
      shape: string;
      locale: string;
      width?: number;
    },
  ): void;
  prompt(): void;
  cancel(): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdApi } };
  }
}

let script: Promise<GoogleIdApi> | undefined;

function loadGoogleIdentity(): Promise<GoogleIdApi> {
  script ??= new Promise<GoogleIdApi>((resolve, reject) => {
    const ready = () => (window.google?.accounts?.id ? resolve(window.google.accounts.id) : reject(new Error('gsi')));
    if (window.google?.accounts?.id) return ready();
    const element = document.createElement('script');
    element.src = GSI_SCRIPT_URL;
    element.async = true;
    element.defer = true;
    element.onload = ready;
    element.onerror = () => {
      script = undefined;
      element.remove();
      reject(new Error('gsi'));
    };
    document.head.append(element);
  });
  return script;
}

interface Props {
  clientId: string;
  /** Language of Google's button texts ('es' by default, like the shop). */
  locale: string;
  dark: boolean;
  onCredential: (credential: string) => void;
  /** Google answered without a credential. */
  onError: () => void;
}

/**
 * Google's sign-in button (size large = 40 px high) plus One Tap. The space is reserved
 * before the script arrives so the form does not jump.
 */
export function GoogleSignIn({ clientId, locale, dark, onCredential, onError }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onCredential, onError });
  // One Tap is offered once per visit of the page, not again when the theme or language re-renders the button.
  const prompted = useRef(false);
  useEffect(() => {
    callbacks.current = { onCredential, onError };
  });

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity().then(
      (google) => {
        if (cancelled || !container.current) return;
        google.initialize({
          client_id: clientId,
          callback: (response) =>
            response.credential ? callbacks.current.onCredential(response.credential) : callbacks.current.onError(),
          auto_select: false,
          cancel_on_tap_outside: true,
          itp_support: true,
        });
        container.current.replaceChildren();
        google.renderButton(container.current, {
          type: 'standard',
          theme: dark ? 'filled_black' : 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'rectangular',
          locale,
          width: Math.min(400, Math.max(200, container.current.clientWidth)),
        });
        if (!prompted.current) {
          prompted.current = true;
          google.prompt();
        }
      },
      () => {
        // Script blocked or offline: the password form still works; the slot stays empty.
      },
    );
    return () => {
      cancelled = true;
    };
  }, [clientId, locale, dark]);

  // Leaving the page closes a One Tap prompt that is still open.
  useEffect(() => () => window.google?.accounts?.id?.cancel(), []);

  return <div ref={container} className="flex min-h-10 w-full justify-center" data-testid="google-button" />;
}
