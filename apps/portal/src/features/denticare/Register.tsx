import {
  DENTICARE_DUPLICATE_REDIRECT_MS,
  medicalHistoryPromptDay,
  messages,
  myDenticarePageMessages,
  withSupportContact,
} from '@careportal/domain';
import { Button, Inline, InlineAlert, Stack, useToast } from '@careportal/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiClient } from '../../data/ApiProvider';
import { failureMessage } from '../../data/client';
import { config } from '../../config';
import { MEDICAL_HISTORY_PROMPT_DATE_KEY, setItem } from '../../storage';
import { DENTICARE_URLS } from './client';
import { textStyles } from '../../shell/textStyles';

const text = myDenticarePageMessages;

/**
 * Not registered yet: what setting up means, and the button. A duplicate NRIC (409 DENTICARE_CLIENT_EXISTS)
 * shows the catalogue's message with the support contact and goes home after 2 s.
 */
export function Register({ onRegistered }: { onRegistered: () => Promise<unknown> }) {
  const client = useApiClient();
  const { show } = useToast();
  const navigate = useNavigate();
  const [isSending, setSending] = useState(false);
  const [problem, setProblem] = useState<{ message: string; goesHome: boolean } | null>(null);

  useEffect(() => {
    if (problem?.goesHome !== true) return undefined;
    const timer = setTimeout(() => {
      void navigate('/');
    }, DENTICARE_DUPLICATE_REDIRECT_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [problem, navigate]);

  const register = async () => {
    setSending(true);
    setProblem(null);
    const result = await client.request('POST', DENTICARE_URLS.client.register, { quiet: true, body: {} });
    setSending(false);
    if (!result.error) {
      show({ type: 'success', content: messages.success.denticareClientCreated });
      // Seed 001 section 4: a new Denticare client has just answered for their health, so the medical-history
      // question waits a day, as if it had been asked today.
      setItem(MEDICAL_HISTORY_PROMPT_DATE_KEY, medicalHistoryPromptDay(new Date()));
      await onRegistered();
      return;
    }
    if (result.errorCode === 'DENTICARE_CLIENT_EXISTS') {
      setProblem({
        message: withSupportContact(messages.denticare.alreadyRegistered, config.supportEmail),
        goesHome: true,
      });
      return;
    }
    setProblem({ message: failureMessage(result), goesHome: false });
  };

  return (
    <Stack as="section" space="md" aria-labelledby="denticare-register">
      <h2 id="denticare-register" className={textStyles.sectionTitle}>
        {text.registerTitle}
      </h2>
      <p>{text.registerText}</p>
      {problem === null ? null : (
        <InlineAlert tone="error" title={problem.message}>
          {problem.goesHome ? <p>{text.goingHome}</p> : null}
        </InlineAlert>
      )}
      <Inline space="sm" alignY="center">
        <Button isLoading={isSending} isDisabled={problem?.goesHome === true} onPress={() => void register()}>
          {text.registerButton}
        </Button>
      </Inline>
    </Stack>
  );
}
