// Settings → Integrations (issue 36; docs/api.md, "API keys" and "Webhooks").
import { Link, Stack } from '@chakra-ui/react';
import { PageHeader } from '#web/components/page-header.tsx';
import { ExternalLinkIcon } from '#web/components/later-icons.tsx';
import { ApiKeysCard } from '../components/api-keys-card.tsx';
import { WebhooksCard } from '../components/webhooks-card.tsx';
import { useIntegrationTexts } from '../texts.ts';

export default function IntegrationsPage() {
  const T = useIntegrationTexts();
  return (
    <>
      <PageHeader
        title={T.title}
        description={T.description}
        actions={
          <Link href="/api/docs" target="_blank" rel="noopener" fontSize="sm">
            {T.apiDocs} <ExternalLinkIcon />
          </Link>
        }
      />
      <Stack gap={{ base: '4', md: '6' }}>
        <ApiKeysCard />
        <WebhooksCard />
      </Stack>
    </>
  );
}
