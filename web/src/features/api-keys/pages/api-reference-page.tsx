// /users-api/reference (owner only, like /users-api): the public REST API's reference, browsable — Swagger UI over the
// API document's "Public API" operations (public-api-document.ts). The renderer and its styles load with this page
// only; the document is read from the API, so the page always shows what this deployment serves.
import * as messages from '@hearth/shared/messages';
import { Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { dashboardPaths } from '@/features/communities/paths.ts';
import { API_DOCUMENT_PATH, publicApiDocument } from '../reference/public-api-document.ts';

async function readDocument() {
  const response = await fetch(API_DOCUMENT_PATH, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(messages.generic);
  return publicApiDocument((await response.json()) as Parameters<typeof publicApiDocument>[0]);
}

export function ApiReferencePage() {
  useDocumentTitle('Public API reference · Hearth');
  const document = useQuery({ queryKey: ['api-document', 'public'], queryFn: readDocument, staleTime: Infinity });
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} fz={{ base: 24, xs: 30 }}>
          Public API reference
        </Title>
        <Anchor component={Link} to={dashboardPaths.usersApi}>
          Back to Users API
        </Anchor>
      </Group>
      <Text c="dimmed">
        Every request carries an API key as {'"Authorization: Bearer <key>"'} and goes to /api/public/v1/… on your
        community’s address. <Anchor href={API_DOCUMENT_PATH}>The whole API document (JSON)</Anchor>
      </Text>
      {document.isPending ? (
        <Skeleton height={320} role="status" aria-label="Loading the API reference" />
      ) : document.isError ? (
        <Stack align="flex-start" gap="xs" role="alert">
          <Text size="sm">{messages.generic}</Text>
          <Button variant="default" size="xs" onClick={() => void document.refetch()}>
            Retry
          </Button>
        </Stack>
      ) : (
        <Renderer spec={document.data} />
      )}
    </Stack>
  );
}

/** Swagger UI, mounted into its own node once its bundle and styles have loaded. */
function Renderer({ spec }: { spec: unknown }) {
  const node = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    Promise.all([import('swagger-ui-dist/swagger-ui-es-bundle.js'), import('swagger-ui-dist/swagger-ui.css')]).then(
      ([{ default: SwaggerUIBundle }]) => {
        if (live && node.current)
          SwaggerUIBundle({ spec, domNode: node.current, deepLinking: false, tryItOutEnabled: false });
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [spec]);
  if (failed) return <Text role="alert">{messages.generic}</Text>;
  return <div ref={node} aria-label="The public API's operations" role="region" />;
}
