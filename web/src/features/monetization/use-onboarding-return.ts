// The payout onboarding's way back (owner-dashboard §2 Monetization): `callback=return` asks the provider whether the
// payout account can receive payouts now and, when it can, turns paid membership on; `callback=refresh` (an expired
// onboarding link) opens the onboarding again. It runs once per visit; the outcome stays shown after the page drops
// the callback from its address.
import * as messages from '@hearth/shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { getPayoutAccountStatus, useMonetizationActions, usePayoutOnboarding } from './api/monetization.ts';
import { monetizationKeys } from './api/keys.ts';

export type OnboardingCallback = 'return' | 'refresh';

export interface OnboardingOutcome {
  tone: 'success' | 'info' | 'error';
  text: string;
}

const failureText = (error: unknown) => (error instanceof Error && error.message) || messages.generic;

export const onboardingTexts = {
  enabled: 'Your payout account is ready and paid membership is on: members can now subscribe.',
  checking:
    'Stripe is still checking your details. You can enable paid membership once your payout account can receive payouts.',
  notEnabled: (reason: string) => `Your payout account is ready, but paid membership is not on: ${reason}`,
};

export function useOnboardingReturn(
  communityId: string,
  callback: OnboardingCallback | undefined,
  onSettled: () => void,
) {
  const queryClient = useQueryClient();
  const { setEnabled } = useMonetizationActions(communityId);
  const onboarding = usePayoutOnboarding(communityId);
  const [outcome, setOutcome] = useState<OnboardingOutcome | null>(null);
  const started = useRef(false);
  const steps = useRef({ setEnabled: setEnabled.mutateAsync, reopen: onboarding.mutateAsync, onSettled });
  useEffect(() => {
    steps.current = { setEnabled: setEnabled.mutateAsync, reopen: onboarding.mutateAsync, onSettled };
  }, [setEnabled.mutateAsync, onboarding.mutateAsync, onSettled]);

  useEffect(() => {
    if (!callback || started.current) return;
    started.current = true;
    const run = async (): Promise<OnboardingOutcome | null> => {
      if (callback === 'refresh') {
        await steps.current.reopen(undefined);
        return null;
      }
      const status = await getPayoutAccountStatus(communityId);
      if (!status.canRecievePayouts) {
        return { tone: 'info', text: status.detailsSubmitted ? onboardingTexts.checking : messages.payoutsNotReady };
      }
      try {
        await steps.current.setEnabled(true);
        return { tone: 'success', text: onboardingTexts.enabled };
      } catch (error) {
        return { tone: 'error', text: onboardingTexts.notEnabled(failureText(error)) };
      }
    };
    void run()
      .catch((error: unknown): OnboardingOutcome => ({ tone: 'error', text: failureText(error) }))
      .then(async (result) => {
        // After a successful refresh the browser is on its way to the onboarding: nothing more to do here.
        if (result === null) return;
        setOutcome(result);
        await queryClient.invalidateQueries({ queryKey: monetizationKeys.settings(communityId) });
        steps.current.onSettled();
      });
  }, [callback, communityId, queryClient]);

  return {
    running: callback !== undefined && outcome === null,
    outcome,
    dismiss: () => setOutcome(null),
  };
}
